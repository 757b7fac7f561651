'use client';

import { useSession } from '@/features/account/session';
import { HEADER_LINKS } from './navigation';

/** The account icon leads to the account page when logged in, else to the login page. */
export function useAccountHref(): string {
  return useSession().status === 'user' ? HEADER_LINKS.account : HEADER_LINKS.login;
}
