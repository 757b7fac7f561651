import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Context } from 'hono';
import {
  appendCareerFileChunk,
  deleteCareerFile,
  finishCareerFile,
  startCareerFile,
  type CareerFileRow,
  type Db,
} from '@maison/db';
import {
  APPLICATION_FILE_MAX_BYTES,
  APPLICATION_FILE_SNIFF_BYTES,
  contentMatchesExtension,
  fileExtension,
  type ApplicationFileExtension,
} from '@maison/domain';
import type { AppEnv } from '../../shared/env';
import { PERSONIO_REASONS, PersonioRefusal } from './errors';

/**
 * `POST /api/next/personio-form-file/` (001 §5, §7): the multipart field `file` streamed into
 * the database in chunks, never held whole. The extension is checked from the part's header,
 * the content's start against it before anything is stored, and the stream is cut the moment
 * the file reaches APPLICATION_FILE_MAX_BYTES.
 */

/** Room for the multipart envelope around the file (boundaries, part headers). */
const UPLOAD_ENVELOPE_BYTES = 64 * 1024;
/** The largest body the route reads: one file under the limit and its envelope. */
const UPLOAD_BODY_MAX_BYTES = APPLICATION_FILE_MAX_BYTES + UPLOAD_ENVELOPE_BYTES;
/** Ours: the stored chunks' size; a download or forward holds one at a time. */
const CHUNK_BYTES = 1024 * 1024;

const MIME_TYPES: Record<ApplicationFileExtension, string> = {
  pdf: 'application/pdf',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odt: 'application/vnd.oasis.opendocument.text',
  '7z': 'application/x-7z-compressed',
  gz: 'application/gzip',
  rar: 'application/vnd.rar',
  zip: 'application/zip',
  bmp: 'image/bmp',
  gif: 'image/gif',
  jpg: 'image/jpeg',
  png: 'image/png',
  tif: 'image/tiff',
  csv: 'text/csv',
  txt: 'text/plain',
  rtf: 'application/rtf',
  mp4: 'video/mp4',
  '3gp': 'video/3gpp',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
};

const refuse = PersonioRefusal.of;

const concat = (parts: Uint8Array[]) => Buffer.concat(parts);

/** Stores one file part: checked by name and start first, then written chunk by chunk. */
async function storeFilePart(
  db: Db,
  uuid: string,
  stream: Readable & { truncated?: boolean },
  filename: string,
): Promise<CareerFileRow> {
  const extension = fileExtension(filename);
  if (!extension) throw refuse(PERSONIO_REASONS.fileformat, 'file');
  const hash = createHash('sha256');
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let size = 0;
  let seq = 0;
  let started = false;
  const start = async () => {
    if (
      !contentMatchesExtension(extension, concat(pending).subarray(0, APPLICATION_FILE_SNIFF_BYTES))
    )
      throw refuse(PERSONIO_REASONS.fileformat, 'file');
    await startCareerFile(db, {
      uuid,
      original_filename: filename,
      content_type: MIME_TYPES[extension],
    });
    started = true;
  };
  const flush = async () => {
    if (!pendingBytes) return;
    const bytes = concat(pending);
    pending = [];
    pendingBytes = 0;
    await appendCareerFileChunk(db, uuid, seq++, bytes);
  };
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    hash.update(chunk);
    pending.push(chunk);
    pendingBytes += chunk.byteLength;
    if (!started && pendingBytes >= APPLICATION_FILE_SNIFF_BYTES) await start();
    if (started && pendingBytes >= CHUNK_BYTES) await flush();
  }
  if (stream.truncated) throw refuse(PERSONIO_REASONS.filesize, 'file');
  if (size === 0) throw refuse(PERSONIO_REASONS.fileMissing, 'file');
  if (!started) await start();
  await flush();
  return finishCareerFile(db, uuid, { size, sha256: hash.digest('hex') });
}

/** Reads the request's `file` part into the database; PersonioRefusal when it may not be kept. */
export async function receiveApplicationFile(c: Context<AppEnv>): Promise<CareerFileRow> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType))
    throw refuse(PERSONIO_REASONS.fileMissing, 'file');
  const declared = Number(c.req.header('content-length'));
  if (declared > UPLOAD_BODY_MAX_BYTES) throw refuse(PERSONIO_REASONS.filesize, 'file');
  const body = c.req.raw.body;
  if (!body) throw refuse(PERSONIO_REASONS.fileMissing, 'file');

  const db = c.get('db');
  const uuid = randomUUID();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // busboy cuts a file the moment it reaches fileSize: 19,999,999 bytes pass, one more does not.
      limits: { files: 1, fileSize: APPLICATION_FILE_MAX_BYTES, fields: 20, parts: 21 },
    });
  } catch {
    throw refuse(PERSONIO_REASONS.fileMissing, 'file');
  }
  let fail!: (error: unknown) => void;
  const failed = new Promise<never>((_, reject) => (fail = reject));
  failed.catch(() => undefined);
  let stored: Promise<CareerFileRow> | undefined;
  let part: Readable | undefined;
  parser.on('file', (name, stream, info) => {
    if (name !== 'file' || stored) {
      stream.resume();
      return;
    }
    part = stream;
    // The cut: answer at once and stop reading the request.
    stream.on('limit', () => fail(refuse(PERSONIO_REASONS.filesize, 'file')));
    stored = storeFilePart(db, uuid, stream, info.filename ?? '');
    stored.catch(fail);
  });
  parser.on('error', () => fail(refuse(PERSONIO_REASONS.fileMissing, 'file')));
  const parsed = new Promise<void>((resolve) => parser.on('close', resolve));

  const reader = body.getReader();
  let stopped = false;
  const pump = async () => {
    let read = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (stopped) return;
      if (done) break;
      read += value.byteLength;
      if (read > UPLOAD_BODY_MAX_BYTES) throw refuse(PERSONIO_REASONS.filesize, 'file');
      if (!parser.write(value)) await new Promise((resolve) => parser.once('drain', resolve));
    }
    parser.end();
  };
  try {
    await Promise.race([Promise.all([pump(), parsed]), failed]);
    if (!stored) throw refuse(PERSONIO_REASONS.fileMissing, 'file');
    return await Promise.race([stored, failed]);
  } catch (error) {
    stopped = true;
    await reader.cancel().catch(() => undefined);
    part?.destroy();
    parser.destroy();
    await stored?.catch(() => undefined);
    await deleteCareerFile(db, uuid);
    throw error;
  }
}
