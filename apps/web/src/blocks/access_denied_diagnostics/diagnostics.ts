import { SESSION_HINT_COOKIE_NAME } from '@maison/domain/constants';

export type SessionTokenState = 'checking' | 'active' | 'expired' | 'none';

/** Whether this browser lets the site keep data in local storage. */
export function localStorageEnabled(): boolean {
  try {
    const key = 'maison:storage-test';
    window.localStorage.setItem(key, '1');
    window.localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** Whether the login left its readable session hint (the token cookie itself is httpOnly). */
export function hasSessionHint(cookie: string = document.cookie): boolean {
  return cookie.split('; ').some((c) => c.startsWith(`${SESSION_HINT_COOKIE_NAME}=`));
}

/**
 * The session token as far as the browser can tell: being checked, accepted by users/me/,
 * present but refused (expired or invalid), or absent.
 */
export function sessionTokenState(
  session: 'loading' | 'guest' | 'user',
  hint: boolean,
): SessionTokenState {
  if (session === 'user') return 'active';
  if (!hint) return 'none';
  return session === 'loading' ? 'checking' : 'expired';
}
