import { afterAll, beforeAll } from 'vitest';
import { commerce_engraving_images, count } from '@maison/db';
import { issueCommerceToken } from '../src/shared/commerce-token';
import { createPortalWorld, type Json, type PortalWorld } from './portal-helpers';

/** Uploads of engraving images (docs/shop.md "Engraving images"): the files and requests. */

export const LOCATION = 1;
export const ENDPOINT = 'http://localhost/api/v1/commerce/engraving-images/';

interface EngravingWorld extends PortalWorld {
  /** The jeweler's commerce token for LOCATION. */
  token: string;
}

/** The file's world: a portal world without inventory; filled by useEngravingWorld. */
export const w = {} as EngravingWorld;

export function useEngravingWorld(): void {
  beforeAll(async () => {
    Object.assign(w, await createPortalWorld(0));
    w.token = await issueCommerceToken(w.userIds.jeweler, 'test-session', {
      customer_id: `loc-${LOCATION}`,
      location: LOCATION,
      currency: 'EUR',
      market: 'DE',
    });
  }, 120_000);
  afterAll(() => w.testDb?.close());
}

export const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01,
]);
export const svg = (body: string, root = 'xmlns="http://www.w3.org/2000/svg"') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<svg ${root} viewBox="0 0 10 10">${body}</svg>`;
export const CLEAN_SVG = svg(
  '<defs><linearGradient id="g"><stop offset="0" stop-color="#c9a227"/></linearGradient></defs>' +
    '<style>.a{fill:url(#g)}</style><!-- a heart --><path class="a" d="M5 9 L1 4 A2 2 0 0 1 5 2 A2 2 0 0 1 9 4 Z"/>' +
    '<use href="#g"/><text x="1" y="9">A &amp; B</text>',
);

export interface Answer {
  status: number;
  json: Json;
  headers: Headers;
}

export async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null, headers: res.headers };
}

export const file = (content: Uint8Array | string, name = 'engraving.png', type = 'image/png') =>
  new File([typeof content === 'string' ? content : new Uint8Array(content)], name, { type });

export async function upload(
  part: File | string | null,
  options: { headers?: Record<string, string>; bearer?: string | null } = {},
): Promise<Answer> {
  const form = new FormData();
  if (part !== null) form.append('file', part);
  form.append('comment', 'for the ring');
  const bearer = options.bearer === undefined ? w.token : options.bearer;
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (bearer !== null) headers.Authorization = `Bearer ${bearer}`;
  return answer(await w.app.request(ENDPOINT, { method: 'POST', headers, body: form }));
}

export const storedCount = async () =>
  (await w.db.select({ n: count() }).from(commerce_engraving_images))[0]!.n;
