import { POPUP_DELAY_MS } from '@maison/domain/constants';
import { popupSentKey } from '@/features/forms/popupSent';

/** Page views of this browser session. */
const PAGE_VIEWS_KEY = 'maison:page-views';
/** Set in sessionStorage once a popup showed: once per session (001 §4). */
export const popupShownKey = (uid: string) => `maison:popup-shown:${uid}`;

/** Counts one page view and returns the session's total. */
export function countPageView(session: Storage): number {
  const views = (Number(session.getItem(PAGE_VIEWS_KEY)) || 0) + 1;
  session.setItem(PAGE_VIEWS_KEY, String(views));
  return views;
}

function pageViews(session: Storage): number {
  return Number(session.getItem(PAGE_VIEWS_KEY)) || 0;
}

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
