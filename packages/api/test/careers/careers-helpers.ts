import { readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { findRepoRoot, replaceCareerPositions, type NewCareerPosition } from '@maison/db';
import { createPortalWorld, type PortalWorld } from '../portal-helpers';

/** The careers tests' world: the demo accounts and the content pack's open positions. */

export const NEXT = 'http://localhost/api/next';
export const UPLOAD = `${NEXT}/personio-form-file/`;
export const APPLY = `${NEXT}/personio-form/`;

export const w = {} as PortalWorld;

export function loadPackPositions(): NewCareerPosition[] {
  const file = `${findRepoRoot()}/content/careers/positions.json`;
  return (
    JSON.parse(readFileSync(file, 'utf8')) as (NewCareerPosition & { created_at: string })[]
  ).map((p) => ({ ...p, created_at: new Date(p.created_at) }));
}

export function useCareersWorld(): void {
  beforeAll(async () => {
    Object.assign(w, await createPortalWorld(0));
    await replaceCareerPositions(w.db, loadPackPositions());
  }, 120_000);
  afterAll(() => w.testDb?.close());
}

export interface Answer {
  status: number;
  json: any; // oxlint-disable-line typescript/no-explicit-any
}

async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

/** The start of a real PDF, padded to `size` bytes. */
export function pdf(size = 2048): Uint8Array {
  const bytes = new Uint8Array(size).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
  return bytes;
}

let ip = 0;
/** Each upload from its own address, so the throttle never meets the tests. */
const freshIp = () => `10.20.${Math.floor(++ip / 250)}.${ip % 250}`;

export async function upload(
  content: Uint8Array | string,
  name = 'Lebenslauf.pdf',
): Promise<Answer> {
  const form = new FormData();
  form.append('file', new File([content as BlobPart], name));
  return answer(
    await w.app.request(UPLOAD, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': freshIp() },
    }),
  );
}

export async function apply(body: unknown): Promise<Answer> {
  return answer(
    await w.app.request(APPLY, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

export async function staff(
  path: string,
  who: 'admin' | 'jeweler' | null = 'admin',
): Promise<Answer> {
  const headers: Record<string, string> = who ? { Authorization: `Token ${w.tokens[who]}` } : {};
  return answer(await w.app.request(`http://localhost/api/v1${path}`, { headers }));
}

/** A date `days` from today in de-DE format (dd.mm.yyyy). */
export function deDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
}

/** Uploads the three required files and answers a complete application for position 1201. */
export async function completeApplication(email = 'lena.vogt@example.com') {
  const files = [];
  for (const [name, category] of [
    ['Lebenslauf.pdf', 'cv'],
    ['Anschreiben.pdf', 'cover-letter'],
    ['Zeugnis.pdf', 'employment-reference'],
  ] as const) {
    const res = await upload(pdf(), name);
    if (res.status !== 201) throw new Error(JSON.stringify(res.json));
    files.push({ uuid: res.json.uuid as string, original_filename: name, category });
  }
  return {
    first_name: 'Lena',
    last_name: 'Vogt',
    email,
    job_position_id: '1201',
    files,
    attributes: [
      { id: 'phone', value: '+49 7231 000000' },
      { id: 'salary_expectations', value: '52.000 EUR' },
      { id: 'available_from', value: deDate(30) },
    ],
    language: 'ja',
  };
}
