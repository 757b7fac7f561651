import type { Context } from 'hono';
import {
  ENGRAVING_IMAGE_BODY_MAX_BYTES,
  ENGRAVING_IMAGE_MAX_BYTES,
  type EngravingImageType,
} from '@maison/domain';
import type { AppEnv } from '../../shared/env';
import { ApiError } from '../../shared/errors';
import { API_PREFIX } from '../../shared/prefix';
import { checkSvg } from './svg';

/** Engraving image uploads (docs/shop.md "Engraving images"). */

export const ENGRAVING_IMAGE_MESSAGES = {
  noFile: 'No file was submitted.',
  notAFile: 'The submitted data was not a file. Check the encoding type on the form.',
  tooLarge: `The file is larger than ${ENGRAVING_IMAGE_MAX_BYTES / 1_000_000} MB.`,
  wrongType: 'Upload a PNG, JPEG or SVG image.',
  unsafeSvg:
    'The SVG contains scripts, event handlers, foreign objects or external references, which are not allowed.',
  parseError: 'Multipart form parse error.',
} as const;

/** Where uploads are served: `<this><uuid>.<extension>` under API_PREFIX. */
export const ENGRAVING_IMAGE_PATH = '/commerce/engraving-images/';

export const ENGRAVING_IMAGE_EXTENSIONS: Record<EngravingImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
};

/**
 * Served with every upload: no script, plugin, frame or fetch even when an image is opened as a
 * page of our origin, and no content sniffing.
 */
export const ENGRAVING_IMAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
} as const;

/** The file's limit plus the multipart envelope; the app's body limit for this route too. */
const BODY_LIMIT = ENGRAVING_IMAGE_BODY_MAX_BYTES;

const fileError = (message: string) => new ApiError(400, { file: [message] });

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, k) => bytes[at + k] === b);

/**
 * The image type by the file's bytes, never its name or declared type: the PNG signature
 * followed by the IHDR chunk, the JPEG start-of-image marker, or an SVG root element. An SVG
 * that would run script or load anything is refused with its own message.
 */
function engravingImageType(bytes: Uint8Array): EngravingImageType {
  if (startsWith(bytes, PNG_SIGNATURE) && startsWith(bytes, [0x49, 0x48, 0x44, 0x52], 12))
    return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  const svg = checkSvg(bytes);
  if (svg === 'ok') return 'image/svg+xml';
  throw fileError(
    svg === 'unsafe' ? ENGRAVING_IMAGE_MESSAGES.unsafeSvg : ENGRAVING_IMAGE_MESSAGES.wrongType,
  );
}

/**
 * The request body, read up to BODY_LIMIT bytes: refused by Content-Length before reading when
 * it says more, and the stream is cancelled once more arrives than it may hold.
 */
async function boundedBody(c: Context<AppEnv>): Promise<Uint8Array<ArrayBuffer>> {
  const declared = c.req.header('content-length');
  if (declared !== undefined && Number(declared) > BODY_LIMIT)
    throw fileError(ENGRAVING_IMAGE_MESSAGES.tooLarge);
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > BODY_LIMIT) {
      await reader.cancel().catch(() => undefined);
      throw fileError(ENGRAVING_IMAGE_MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The uploaded `file` of a multipart/form-data request: its bytes and its type by content. */
export async function readEngravingImage(
  c: Context<AppEnv>,
): Promise<{ bytes: Uint8Array; type: EngravingImageType }> {
  const contentType = c.req.header('content-type');
  const unsupported = () =>
    new ApiError(415, { detail: `Unsupported media type "${contentType ?? ''}" in request.` });
  if (contentType !== undefined && !/^multipart\/form-data\b/i.test(contentType))
    throw unsupported();
  const body = await boundedBody(c);
  if (body.byteLength === 0) throw fileError(ENGRAVING_IMAGE_MESSAGES.noFile);
  if (contentType === undefined) throw unsupported();
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ApiError(400, { detail: ENGRAVING_IMAGE_MESSAGES.parseError });
  }
  const file = form.get('file');
  if (file === null) throw fileError(ENGRAVING_IMAGE_MESSAGES.noFile);
  if (typeof file === 'string') throw fileError(ENGRAVING_IMAGE_MESSAGES.notAFile);
  if (file.size === 0) throw fileError(ENGRAVING_IMAGE_MESSAGES.noFile);
  if (file.size > ENGRAVING_IMAGE_MAX_BYTES) throw fileError(ENGRAVING_IMAGE_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { bytes, type: engravingImageType(bytes) };
}

const NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|svg)$/;

/** The id and extension of a served file name, or null when it cannot name an upload. */
export function parseEngravingImageName(name: string): { id: string; extension: string } | null {
  const m = NAME.exec(name);
  return m ? { id: m[1]!, extension: m[2]! } : null;
}

/**
 * The uploaded image an `engravingImage` value names (`/api/v1/commerce/engraving-images/…`),
 * or null when it names none (a symbol, or any other text).
 */
export function engravingImageIdOf(value: string): string | null {
  const prefix = `${API_PREFIX}${ENGRAVING_IMAGE_PATH}`;
  if (!value.startsWith(prefix)) return null;
  return parseEngravingImageName(value.slice(prefix.length))?.id ?? null;
}
