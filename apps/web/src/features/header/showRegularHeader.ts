/** 002 §2: this window event forces the regular header for REGULAR_HEADER_FORCE_MS. */
export const SHOW_REGULAR_HEADER_EVENT = 'showRegularHeader';
/** 001 §4: the sticky anchor menu forces the mini header for MINI_HEADER_FORCE_MS. */
export const SHOW_MINI_HEADER_EVENT = 'showMiniHeader';

export function showRegularHeader(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(SHOW_REGULAR_HEADER_EVENT));
}

export function showMiniHeader(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(SHOW_MINI_HEADER_EVENT));
}
