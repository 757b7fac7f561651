import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** Turns the editor's preview off; the visitor is back on the cached published pages. */
export async function GET(): Promise<Response> {
  (await draftMode()).disable();
  redirect('/');
}
