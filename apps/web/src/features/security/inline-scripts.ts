import { createHash } from 'node:crypto';

/**
 * The CSP hashes of the inline scripts Next writes into a page, for serving a cached copy of it
 * without a nonce (docs/decisions/0017). Only scripts that do nothing but hand JSON data to the
 * framework are hashed: Next's RSC payload pushes and Turbopack's chunk bootstrap. Any other
 * inline script, such as markup injected through content, gets no hash, so the browser keeps
 * refusing it.
 */

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The statements Next emits, each ending in `push(` followed by one JSON argument. */
const PUSH_CALLS = [
  /\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(/y,
  /self\.__next_f\.push\(/y,
  /\(globalThis\[("(?:[^"\\]|\\.)*")\] \|\| \(globalThis\[\1\] = \[\]\)\)\.push\(/y,
];

/** The index after the JSON array or object starting at `start`, or -1. */
function jsonEnd(text: string, start: number): number {
  if (text[start] !== '[' && text[start] !== '{') return -1;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') depth++;
    else if (c === ']' || c === '}') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** Whether the script is only `push(<JSON>)` calls of Next's (separated by `;` or newlines). */
export function isFrameworkDataScript(code: string): boolean {
  let at = 0;
  let statements = 0;
  while (at < code.length) {
    const call = PUSH_CALLS.find((pattern) => {
      pattern.lastIndex = at;
      return pattern.test(code);
    });
    if (!call) return false;
    const start = call.lastIndex;
    const end = jsonEnd(code, start);
    if (end < 0 || code[end] !== ')') return false;
    try {
      JSON.parse(code.slice(start, end));
    } catch {
      return false;
    }
    statements++;
    at = end + 1;
    while (at < code.length && /[;\s]/.test(code[at]!)) at++;
  }
  return statements > 0;
}

/** Whether a <script>'s attributes make it run: no src, and no data-block type such as JSON-LD. */
function isInlineCode(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === 'module' || type === 'text/javascript';
}

export interface InlineScriptHashes {
  /** `sha256-…` of every framework data script, without the quotes a policy adds. */
  hashes: string[];
  /** Inline scripts that were not hashed, so the browser will block them. */
  refused: number;
}

export function inlineScriptHashes(html: string): InlineScriptHashes {
  const hashes = new Set<string>();
  let refused = 0;
  for (const [, attributes = '', code = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!isInlineCode(attributes)) continue;
    if (isFrameworkDataScript(code)) {
      hashes.add(`sha256-${createHash('sha256').update(code).digest('base64')}`);
    } else refused++;
  }
  return { hashes: [...hashes], refused };
}
