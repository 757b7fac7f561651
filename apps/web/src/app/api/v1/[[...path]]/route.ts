import { getApp } from '@maison/api';
import '../../publish-listener';

// The Hono API answers every /api/v1/* request in-process (STACK.md); PGlite needs Node.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  return (await getApp()).fetch(request);
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const OPTIONS = handle;
export const HEAD = handle;
