import { getApp } from '@maison/api';
import '../../publish-listener';

// The content service's Storyblok-shaped routes (/api/cms/v2/*), in-process like /api/v1.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  return (await getApp()).fetch(request);
}

export const GET = handle;
export const HEAD = handle;
export const OPTIONS = handle;
