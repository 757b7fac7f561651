import { inlineScriptHashes } from './inline-scripts';
import { documentPolicy, securityEnvironment } from './policy';

/**
 * The Content-Security-Policy of a page served from Next's cache: its framework scripts by hash,
 * since a cached copy carries no per-request nonce (docs/decisions/0017, 0023). cache-handler.mjs
 * puts it on the cache entry, and Next sends the entry's headers with the HTML.
 */
export function cachedPagePolicy(html: string): string {
  return documentPolicy({ hashes: inlineScriptHashes(html).hashes }, securityEnvironment());
}
