import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { loadRevalidateSecret } from '@maison/api';
import { CMS_CACHE_TAG } from '@maison/domain';
import { countPublish } from '@/features/content/publish-count';

// The publish webhook of scale-out setups (REVALIDATE_WEBHOOK_URL): `Authorization: Token <secret>`.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

function authorized(request: Request): boolean {
  const secret = loadRevalidateSecret();
  const given = /^Token\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!secret || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function POST(request: Request): Promise<Response> {
  if (!authorized(request)) return Response.json({ error: 'Unauthorized' }, { status: 401 });
  revalidateTag(CMS_CACHE_TAG, { expire: 0 });
  countPublish();
  return Response.json({ revalidated: true });
}
