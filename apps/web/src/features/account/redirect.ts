import { LOGIN_QUERY_PARAMS } from '@maison/domain/constants';
import type { LoginResponse } from './api';

const PROBE_ORIGIN = 'http://maison.invalid';

/** A `next` target only when it is a same-origin relative path (no scheme, no //host). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  try {
    const url = new URL(next, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

export interface AfterLoginPages {
  /** The password-set page, localized (config story: passwordSetPage). */
  passwordSetPage: string;
  /** The configured after-login page, localized (config story: loginRedirectPage), if any. */
  afterLoginPage: string | null;
  /** The localized home page. */
  home: string;
}

/**
 * 000 §4: after a successful login go to the password-set page when a reset is required and
 * token and uid came back; else to `next`, else to the configured page, else home.
 */
export function afterLoginTarget(
  response: Pick<LoginResponse, 'require_password_reset' | 'token' | 'uid'>,
  next: string | null | undefined,
  pages: AfterLoginPages,
): string {
  if (response.require_password_reset && response.token && response.uid) {
    const query = new URLSearchParams({
      [LOGIN_QUERY_PARAMS.token]: response.token,
      [LOGIN_QUERY_PARAMS.uid]: response.uid,
      [LOGIN_QUERY_PARAMS.passwordSet]: 'true',
    });
    return `${pages.passwordSetPage}?${query}`;
  }
  return safeNextPath(next) ?? pages.afterLoginPage ?? pages.home;
}
