import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { loadPreviewSecret } from '@maison/api';
import { getLinks } from '@/features/content/api';
import { previewPath, samePreviewSecret } from '@/features/content/preview';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Turns the editor's preview on and opens the story (features/content/preview.ts). */
export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  if (!samePreviewSecret(params.get('secret'), loadPreviewSecret())) {
    return Response.json({ error: 'Unauthorized' }, { status: 401 });
  }
  (await draftMode()).enable();
  // Draft mode is on for this request too: the links include unpublished stories.
  redirect(previewPath(await getLinks(), params.get('slug') ?? '', params.get('locale') ?? ''));
}
