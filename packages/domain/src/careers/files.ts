import {
  APPLICATION_FILE_EXTENSIONS,
  APPLICATION_FILE_MAX_BYTES,
  type ApplicationFileCategory,
  type ApplicationFileExtension,
  type ApplicationUploadCategory,
} from '../constants/careers';

/** The checks of an application file (001 §5), the same in the browser and on the server. */

/** The reason a file is refused, as the key under `personio.` (001 §8). */
export type FileProblem = 'errors.filesize' | 'errors.fileformat';

/** The allowed extension a file name ends in, lower-cased, or null. */
export function fileExtension(name: string): ApplicationFileExtension | null {
  const dot = name.lastIndexOf('.');
  if (dot < 1 || dot === name.length - 1) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  return (APPLICATION_FILE_EXTENSIONS as readonly string[]).includes(extension)
    ? (extension as ApplicationFileExtension)
    : null;
}

/** 001 §5: under 20,000,000 bytes. */
export const fileSizeAllowed = (size: number) => size < APPLICATION_FILE_MAX_BYTES;

const bytesAt = (head: Uint8Array, at: number, expected: readonly number[]) =>
  head.length >= at + expected.length && expected.every((b, k) => head[at + k] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

const ZIP = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
];
const OLE = [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]];
const ISO_MEDIA = (head: Uint8Array) =>
  ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'].some((box) => bytesAt(head, 4, ascii(box)));

/** Executables (Windows, ELF, Mach-O, scripts) are never a text file either. */
const EXECUTABLES = [
  ascii('MZ'),
  [0x7f, 0x45, 0x4c, 0x46],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe],
  ascii('#!'),
];

/** Text: no NUL byte and no executable's signature in the sample. */
const isText = (head: Uint8Array) =>
  !head.includes(0) && !EXECUTABLES.some((signature) => bytesAt(head, 0, signature));

const SIGNATURES: Record<ApplicationFileExtension, (head: Uint8Array) => boolean> = {
  pdf: (h) => bytesAt(h, 0, ascii('%PDF-')),
  docx: (h) => ZIP.some((s) => bytesAt(h, 0, s)),
  xlsx: (h) => ZIP.some((s) => bytesAt(h, 0, s)),
  pptx: (h) => ZIP.some((s) => bytesAt(h, 0, s)),
  odt: (h) => ZIP.some((s) => bytesAt(h, 0, s)),
  ods: (h) => ZIP.some((s) => bytesAt(h, 0, s)),
  zip: (h) => ZIP.some((s) => bytesAt(h, 0, s)),
  doc: (h) => OLE.some((s) => bytesAt(h, 0, s)),
  xls: (h) => OLE.some((s) => bytesAt(h, 0, s)),
  ppt: (h) => OLE.some((s) => bytesAt(h, 0, s)),
  '7z': (h) => bytesAt(h, 0, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]),
  gz: (h) => bytesAt(h, 0, [0x1f, 0x8b]),
  rar: (h) => bytesAt(h, 0, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]),
  bmp: (h) => bytesAt(h, 0, ascii('BM')),
  gif: (h) => bytesAt(h, 0, ascii('GIF87a')) || bytesAt(h, 0, ascii('GIF89a')),
  jpg: (h) => bytesAt(h, 0, [0xff, 0xd8, 0xff]),
  png: (h) => bytesAt(h, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  tif: (h) => bytesAt(h, 0, [0x49, 0x49, 0x2a, 0x00]) || bytesAt(h, 0, [0x4d, 0x4d, 0x00, 0x2a]),
  rtf: (h) => bytesAt(h, 0, ascii('{\\rtf')),
  csv: isText,
  txt: isText,
  mp4: ISO_MEDIA,
  '3gp': ISO_MEDIA,
  mov: ISO_MEDIA,
  avi: (h) => bytesAt(h, 0, ascii('RIFF')) && bytesAt(h, 8, ascii('AVI ')),
  wmv: (h) => bytesAt(h, 0, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11]),
};

/**
 * Does the file's start (its first APPLICATION_FILE_SNIFF_BYTES) look like its extension says?
 * A `.pdf` that is an executable does not.
 */
export const contentMatchesExtension = (extension: ApplicationFileExtension, head: Uint8Array) =>
  SIGNATURES[extension](head);

/**
 * Why a file would be refused, by name, size and start, or null. Size first: the UI states the
 * limit, and a file too large is refused before its content is read.
 */
export function fileProblem(file: {
  name: string;
  size: number;
  head?: Uint8Array;
}): FileProblem | null {
  if (!fileSizeAllowed(file.size)) return 'errors.filesize';
  const extension = fileExtension(file.name);
  if (!extension) return 'errors.fileformat';
  if (file.head && !contentMatchesExtension(extension, file.head)) return 'errors.fileformat';
  return null;
}

/** 001 §5: the upload component's categories as the payload's (Personio's) categories. */
export const FILE_CATEGORY_OF_UPLOAD: Record<ApplicationUploadCategory, ApplicationFileCategory> = {
  cv: 'cv',
  coverLetter: 'cover-letter',
  references: 'employment-reference',
  other: 'other',
};
