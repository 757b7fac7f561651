import { getApp } from '@maison/api';

// The careers calls of 001 §7 (/api/next/personio-form-file/, /api/next/personio-form/) and the
// jobs feed, answered by the Hono API in-process like /api/v1/*.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  return (await getApp()).fetch(request);
}

export const GET = handle;
export const POST = handle;
export const HEAD = handle;
