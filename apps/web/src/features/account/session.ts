'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { toast } from '@/ui/Toast';
import {
  mergeWishlists,
  readGuestWishlist,
  writeGuestWishlist,
} from '@/features/wishlist/wishlist';
import { api, send, setAccessToken } from '@maison/api/web-client';
import type { LoginResponse, User } from './api';
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
    const res = await send(api.api.v1.users.me.index.$get());
    return res.ok && res.status === 200 && res.data ? { status: 'user', user: res.data } : GUEST;
  } catch {
    return GUEST;
  }
}

/**
 * At login the guest's local list joins the profile, without duplicates (000 §3, §4); local
 * storage is cleared only once the profile holds it. `kept`: the save failed, the list stays
 * on this device for the next login (the login form says so).
 */
async function adoptGuestWishlist(user: User): Promise<{ user: User; kept: boolean }> {
  const guest = readGuestWishlist();
  if (!guest.length) return { user, kept: false };
  const wishlist = mergeWishlists(user.wishlist ?? [], guest);
  try {
    const res = await send(api.api.v1.users.me.index.$patch({ json: { wishlist } }));
    if (res.ok && res.data) {
      writeGuestWishlist([]);
      return { user: res.data, kept: false };
    }
  } catch {
    // No answer: the login stands; the list waits on this device for the next one.
  }
  return { user, kept: true };
}

/**
 * A login's answer: the tokens, and whether the guest list stayed on this device
 * (guestWishlistKept); or the refusal's status and error body.
 */
export type LoginResult =
  | { status: number; ok: true; data: LoginResponse; guestWishlistKept: boolean }
  | { status: number; ok: false; data: unknown };

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
  /**
   * POST jwt/create; on success loads the user and merges the guest wishlist
   * (`guestWishlistKept` when that merge failed).
   */
  async login(email: string, password: string): Promise<LoginResult> {
    const res = await send(api.api.v1.jwt.create.index.$post({ json: { email, password } }));
    if (!LOGIN_SUCCESS_STATUSES.includes(res.status) || !res.data)
      return { status: res.status, ok: false, data: res.data };
    // 000 §7 counts a 202 as a login too; the API documents its 200, which has the same body.
    const login = res.data as LoginResponse;
    setAccessToken(login.access);
    const me = await fetchMe();
    let guestWishlistKept = false;
    if (me.status === 'user') {
      const adopted = await adoptGuestWishlist(me.user);
      guestWishlistKept = adopted.kept;
      set({ status: 'user', user: adopted.user });
    } else set(me);
    loading = Promise.resolve(state);
    return { status: res.status, ok: true, data: login, guestWishlistKept };
  },
  /**
   * POST jwt/logout ends the session and clears the cookie; client state goes with it. Resolves
   * to the answer's status, 0 without one: unless it is ok the cookie still logs in, so the
   * user stays shown as logged in and the caller says why.
   */
  async logout(): Promise<{ ok: boolean; status: number }> {
    let status = 0;
    try {
      status = (await send(api.api.v1.jwt.logout.index.$post())).status;
    } catch {
      return { ok: false, status };
    }
    if (status < 200 || status >= 300) return { ok: false, status };
    setAccessToken(null);
    toast.clear();
    set(GUEST);
    loading = Promise.resolve(GUEST);
    return { ok: true, status };
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
