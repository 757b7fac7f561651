/** Ad click ids from the landing URL, kept for later lead forms. */
const CLICK_ID_PARAMS = ['gclid', 'fbclid'] as const;

export interface ClickIds {
  google_click_id: string | null;
  meta_click_id: string | null;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked by privacy settings; tracking must never break the page.
    return null;
  }
}

/** Stores gclid and fbclid found in the query string; absent ids keep earlier values. */
export function captureClickIds(search: string): void {
  const store = storage();
  if (!store) return;
  const params = new URLSearchParams(search);
  for (const name of CLICK_ID_PARAMS) {
    const value = params.get(name);
    if (value) {
      try {
        store.setItem(name, value);
      } catch {
        return;
      }
    }
  }
}

export function getClickIds(): ClickIds {
  const store = storage();
  return {
    google_click_id: store?.getItem('gclid') ?? null,
    meta_click_id: store?.getItem('fbclid') ?? null,
  };
}
