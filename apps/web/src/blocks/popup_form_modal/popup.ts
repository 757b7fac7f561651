import { POPUP_DELAY_MS } from '@maison/domain/constants';
import { pageViews } from '@/features/content/pageViews';
import { popupSentKey } from '@/features/forms/popupSent';

/** Set in sessionStorage once a popup showed: once per session (001 §4). */
export const popupShownKey = (uid: string) => `maison:popup-shown:${uid}`;

/** Whether the popup may open: enough views, not yet shown this session, form never sent. */
function shouldShowPopup(
  uid: string,
  impressionDelay: number,
  session: Storage,
  local: Storage,
): boolean {
  if (local.getItem(popupSentKey(uid))) return false;
  if (session.getItem(popupShownKey(uid))) return false;
  return pageViews(session) >= impressionDelay;
}

/**
 * Opens the popup POPUP_DELAY_MS after the page view when it qualifies then; returns the
 * cancel function.
 */
export function schedulePopup(
  uid: string,
  impressionDelay: number,
  open: () => void,
  session: Storage = window.sessionStorage,
  local: Storage = window.localStorage,
): () => void {
  const timer = setTimeout(() => {
    if (!shouldShowPopup(uid, impressionDelay, session, local)) return;
    session.setItem(popupShownKey(uid), '1');
    open();
  }, POPUP_DELAY_MS);
  return () => clearTimeout(timer);
}
