/** Analytics events go to the tag manager's data layer (STACK.md: analytics / tags). */
export type TrackingPayload = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function track(event: string, payload: TrackingPayload = {}): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event, ...payload });
}
