/**
 * STACK.md "analytics / tags": the real adapter is Google Tag Manager, switched on by
 * GTM_CONTAINER_ID (decision 0047). Without it the data layer is the embedded default: events
 * are pushed to `window.dataLayer` and stay in the page.
 */
const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Where a container's tags (Google Analytics 4) send and load from: the sources Google's CSP
 * guide for Tag Manager with GA4 names, beside the loader's own origin.
 */
export const TAG_MANAGER_SOURCES = {
  script: [TAG_MANAGER_ORIGIN],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const;

const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** The configured container, or null (unset, or not a container id: then said once). */
export function tagManagerContainer(env: NodeJS.ProcessEnv = process.env): string | null {
  const id = env.GTM_CONTAINER_ID?.trim();
  if (!id) return null;
  if (CONTAINER_ID.test(id)) return id;
  warnOnce(`[tracking] GTM_CONTAINER_ID "${id}" is not a container id (GTM-…): no tag manager`);
  return null;
}

let warned = false;
function warnOnce(message: string) {
  if (warned) return;
  warned = true;
  console.warn(message);
}

/** The container's loader script. */
export function tagManagerScriptUrl(containerId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?${new URLSearchParams({ id: containerId })}`;
}
