/** Page views of this browser session (sessionStorage), for the popup's impression delay (001 §4). */
const PAGE_VIEWS_KEY = 'maison:page-views';

/** Counts one page view and returns the session's total. */
export function countPageView(session: Storage): number {
  const views = pageViews(session) + 1;
  session.setItem(PAGE_VIEWS_KEY, String(views));
  return views;
}

export function pageViews(session: Storage): number {
  return Number(session.getItem(PAGE_VIEWS_KEY)) || 0;
}
