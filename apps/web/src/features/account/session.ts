'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { toast } from '@/ui/Toast';
import {
  mergeWishlists,
  readGuestWishlist,
  writeGuestWishlist,
} from '@/features/wishlist/wishlist';
import { apiFetch, setAccessToken, type ApiResult, type LoginResponse, type User } from './api';
import { LOGIN_SUCCESS_STATUSES, SESSION_HINT_COOKIE_NAME } from '@maison/domain/constants';

export type SessionState =
  | { status: 'loading'; user: null }
  | { status: 'guest'; user: null }
  | { status: 'user'; user: User };

const LOADING: SessionState = { status: 'loading', user: null };
const GUEST: SessionState = { status: 'guest', user: null };

let state: SessionState = LOADING;
let loading: Promise<SessionState> | null = null;
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

/** Whether the login left its readable session hint (the auth cookie itself is httpOnly). */
function hasSessionHint(): boolean {
  return document.cookie.split('; ').some((c) => c.startsWith(`${SESSION_HINT_COOKIE_NAME}=`));
}

/** Any answer but 200 means no user (000 §7); a network failure too. */
async function fetchMe(): Promise<SessionState> {
  if (!hasSessionHint()) return GUEST;
  try {
    const res = await apiFetch<User>('/users/me/');
    return res.status === 200 && res.data ? { status: 'user', user: res.data } : GUEST;
  } catch {
    return GUEST;
  }
}

/**
 * At login the guest's local list joins the profile, without duplicates (000 §3, §4); local
 * storage is cleared only once the profile holds it.
 */
async function adoptGuestWishlist(user: User): Promise<User> {
  const guest = readGuestWishlist();
  if (!guest.length) return user;
  const wishlist = mergeWishlists(user.wishlist ?? [], guest);
  const res = await apiFetch<User>('/users/me/', { method: 'PATCH', body: { wishlist } });
  if (!res.ok || !res.data) return user;
  writeGuestWishlist([]);
  return res.data;
}

export const session = {
  getSnapshot: () => state,
  getServerSnapshot: () => LOADING,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Loads the user once per page life; later calls share the first answer. */
  ensureLoaded(): Promise<SessionState> {
    loading ??= fetchMe().then((next) => {
      // A login that finished meanwhile is newer than this answer.
      if (state.status === 'loading') set(next);
      return state;
    });
    return loading;
  },
  async refresh(): Promise<SessionState> {
    const next = await fetchMe();
    set(next);
    loading = Promise.resolve(next);
    return next;
  },
  setUser(user: User) {
    set({ status: 'user', user });
  },
  /** POST jwt/create; on success loads the user and merges the guest wishlist. */
  async login(email: string, password: string): Promise<ApiResult<LoginResponse>> {
    const res = await apiFetch<LoginResponse>('/jwt/create/', {
      method: 'POST',
      body: { email, password },
    });
    if (!LOGIN_SUCCESS_STATUSES.includes(res.status) || !res.data) return { ...res, ok: false };
    setAccessToken(res.data.access);
    const me = await fetchMe();
    if (me.status === 'user') set({ status: 'user', user: await adoptGuestWishlist(me.user) });
    else set(me);
    loading = Promise.resolve(state);
    return { ...res, ok: true };
  },
  /** POST jwt/logout clears the cookie; client state goes with it. */
  async logout(): Promise<void> {
    try {
      await apiFetch('/jwt/logout/', { method: 'POST' });
    } finally {
      setAccessToken(null);
      toast.clear();
      set(GUEST);
      loading = Promise.resolve(GUEST);
    }
  },
};

/** The visitor's session: loads GET users/me/ once, then shares it with every component. */
export function useSession() {
  const current = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
    session.getServerSnapshot,
  );
  useEffect(() => {
    void session.ensureLoaded();
  }, []);
  return current;
}
