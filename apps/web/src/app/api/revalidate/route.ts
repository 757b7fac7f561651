import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadRevalidateSecret, rereadContent } from '@maison/api';
import { changeFromWebhook, expireContent } from '@/features/content/expire';

// The publish webhook: our API's (REVALIDATE_WEBHOOK_URL, `Authorization: Token <secret>`) and
// Storyblok's (`webhook-signature`: the body's HMAC-SHA1 with the same secret).
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function authorized(request: Request, body: string): boolean {
  const secret = loadRevalidateSecret();
  if (!secret) return false;
  const signature = request.headers.get('webhook-signature');
  if (signature) return same(signature, createHmac('sha1', secret).update(body).digest('hex'));
  const given = /^Token\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  return given !== undefined && same(given, secret);
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

export async function POST(request: Request): Promise<Response> {
  const body = await request.text();
  if (!authorized(request, body)) return Response.json({ error: 'Unauthorized' }, { status: 401 });
  const change = changeFromWebhook(parse(body));
  if (!change) return Response.json({ error: 'Not a content change event' }, { status: 400 });
  // The search and the jeweler list first, so a page and what leads to it agree (decision 0026).
  await rereadContent();
  return Response.json({ revalidated: expireContent(change) });
}
