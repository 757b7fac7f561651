/** 002 §2: this window event forces the regular header for REGULAR_HEADER_FORCE_MS. */
export const SHOW_REGULAR_HEADER_EVENT = 'showRegularHeader';

export function showRegularHeader(): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(SHOW_REGULAR_HEADER_EVENT));
}
