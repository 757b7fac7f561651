import type { FormMessage } from '@/features/account/errors';

/**
 * docs/forms.md, 001 §8: an unsubscription error's `code` maps to
 * `newsletter.unsubscribe.error.{code}` when that message exists; otherwise the raw `detail`
 * is shown. Null when the body has neither (field errors are shown per field then).
 */
export function unsubscribeError(
  body: unknown,
  hasMessage: (key: string) => boolean,
): FormMessage | null {
  if (!body || typeof body !== 'object') return null;
  const { code, detail } = body as { code?: unknown; detail?: unknown };
  if (typeof code === 'string' && code) {
    const key = `newsletter.unsubscribe.error.${code}`;
    if (hasMessage(key)) return { key };
  }
  return typeof detail === 'string' && detail ? { text: detail } : null;
}
