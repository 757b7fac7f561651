'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { api, send } from '@maison/api/web-client';
import type { User } from '@/features/account/api';
import { statusMessage } from '@/features/account/errors';
import { session, useSession } from '@/features/account/session';
import { toast } from '@/ui/Toast';
import {
  addEntry,
  readGuestWishlist,
  removeEntry,
  sortNewestFirst,
  writeGuestWishlist,
  type WishlistEntry,
} from './wishlist';

const EMPTY: WishlistEntry[] = [];

/** A save's outcome; a failed one carries the answer's status, 0 when none came (network). */
export type WishlistSave = { ok: true } | { ok: false; status: number };

/** The guest list mirrored in memory, so every island sees the same list. */
let guest: WishlistEntry[] | null = null;
const listeners = new Set<() => void>();

const guestStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    // Other tabs change local storage too.
    const onStorage = () => {
      guest = readGuestWishlist();
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  getSnapshot: () => (guest ??= readGuestWishlist()),
  getServerSnapshot: () => EMPTY,
  set(entries: WishlistEntry[]) {
    guest = entries;
    writeGuestWishlist(entries);
    listeners.forEach((listener) => listener());
  },
};

/**
 * Saves a logged-in user's list through PATCH users/me/ (000 §4), optimistically: the list
 * changes at once and rolls back when the save fails; the caller says so (issue 14).
 */
async function saveUserWishlist(user: User, wishlist: WishlistEntry[]): Promise<WishlistSave> {
  session.setUser({ ...user, wishlist });
  let status = 0;
  try {
    const res = await send(api.api.v1.users.me.index.$patch({ json: { wishlist } }));
    if (res.ok && res.data) {
      session.setUser(res.data);
      return { ok: true };
    }
    status = res.status;
  } catch {
    // No answer: status 0, and the rollback below.
  }
  const current = session.getSnapshot();
  if (current.status === 'user') session.setUser({ ...current.user, wishlist: user.wishlist });
  return { ok: false, status };
}

/** The wishlist of the visitor: the profile's when logged in, else the local guest list. */
export function useWishlist() {
  const current = useSession();
  const guestEntries = useSyncExternalStore(
    guestStore.subscribe,
    guestStore.getSnapshot,
    guestStore.getServerSnapshot,
  );
  useEffect(() => {
    // A login elsewhere on the page cleared local storage: drop the cached copy.
    if (current.status === 'user') guest = null;
  }, [current.status]);

  const entries = useMemo(
    () => sortNewestFirst(current.status === 'user' ? (current.user.wishlist ?? []) : guestEntries),
    [current, guestEntries],
  );

  const update = useCallback(
    async (change: (list: WishlistEntry[]) => WishlistEntry[]): Promise<WishlistSave> => {
      const latest = session.getSnapshot();
      if (latest.status === 'user')
        return saveUserWishlist(latest.user, change(latest.user.wishlist ?? []));
      guestStore.set(change(guestStore.getSnapshot()));
      return { ok: true };
    },
    [],
  );

  return {
    entries,
    /** Whether the list is known yet (the session answered). */
    ready: current.status !== 'loading',
    has: (article: string) => entries.some((entry) => entry.article === article),
    add: (article: string) => update((list) => addEntry(list, article)),
    remove: (article: string) => update((list) => removeEntry(list, article)),
  };
}

/**
 * Issue 14: after a failed save the list shows what is saved again; the toast says what did
 * not happen (the intended add or removal) and why.
 */
export function useSaveFailedToast() {
  const t = useTranslations();
  return (intent: 'add' | 'remove', status: number) =>
    toast.show({
      type: 'error',
      timing: 'long',
      content: t(`wishlist.${intent}Failed`, { reason: t(statusMessage(status).key) }),
    });
}

/** The guest list could not join the profile at login (session.login): it waits on this device. */
export function useGuestListKeptToast() {
  const t = useTranslations('wishlist');
  return () => toast.show({ type: 'warning', timing: 'long', content: t('mergeFailed') });
}
