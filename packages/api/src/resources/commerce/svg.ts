/**
 * Is an uploaded file an SVG that is safe to serve from our origin (docs/shop.md "Engraving
 * images")? A strict, allow-nothing-risky reading of the XML: the whole document is tokenised
 * (a browser must not see markup this reader skipped), its root must be an `svg` element in the
 * SVG namespace, and it is refused when it holds entity declarations, processing instructions,
 * scripts, event-handler attributes, foreign objects, HTML, animation (which can rewrite links)
 * or references to anything outside the file. Refused rather than cleaned: a silently altered
 * engraving would be engraved as altered.
 */

export type SvgVerdict = 'ok' | 'not_svg' | 'unsafe';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** Elements that run script, embed documents, or animate attributes (SMIL can set an href). */
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'frame',
  'frameset',
  'embed',
  'object',
  'applet',
  'meta',
  'link',
  'base',
  'handler',
  'listener',
  'animate',
  'animatemotion',
  'animatecolor',
  'animatetransform',
  'set',
  'discard',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'audio',
  'video',
  'source',
  'track',
  'portal',
]);

/** Attributes that load or point to another resource. */
const REFERENCE_ATTRIBUTES = new Set([
  'href',
  'src',
  'base',
  'action',
  'formaction',
  'data',
  'srcset',
  'background',
  'poster',
  'codebase',
  'ping',
  'lowsrc',
  'dynsrc',
]);

const NAME = /[^\s/>="'<]+/y;
const SPACE = /\s*/y;
const ENTITY = /&(?:#[0-9]{1,7}|#x[0-9a-fA-F]{1,6}|amp|lt|gt|quot|apos);/y;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const URL_FUNCTION = /url\s*\(\s*(['"]?)\s*([^)'"]*)/gi;
/** Raster images embedded in an <image> are not references (image mode runs no script). */
const EMBEDDED_RASTER = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=\s]*$/;

class Malformed extends Error {}

const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();
const prefixOf = (name: string) => (name.includes(':') ? name.slice(0, name.indexOf(':')) : '');

/** Decodes character references; a bare `&` or an undeclared entity is malformed XML. */
function decode(text: string): string {
  let out = '';
  let i = 0;
  for (;;) {
    const amp = text.indexOf('&', i);
    if (amp < 0) return out + text.slice(i);
    out += text.slice(i, amp);
    ENTITY.lastIndex = amp;
    const m = ENTITY.exec(text);
    if (!m) throw new Malformed();
    const body = m[0].slice(1, -1);
    if (body.startsWith('#')) {
      const code = body.startsWith('#x') ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      if (code === 0 || code > 0x10ffff) throw new Malformed();
      out += String.fromCodePoint(code);
    } else out += PREDEFINED[body];
    i = amp + m[0].length;
  }
}

/** CSS that loads something or hides what it does behind escapes. */
function unsafeCss(css: string): boolean {
  if (/\\|@import|@font-face|expression\s*\(|javascript:|-moz-binding|behavior\s*:/i.test(css))
    return true;
  if (/image-set\s*\(|cross-fade\s*\(|element\s*\(/i.test(css)) return true;
  return unsafeUrls(css);
}

function unsafeUrls(value: string): boolean {
  for (const m of value.matchAll(URL_FUNCTION)) if (!(m[2] ?? '').startsWith('#')) return true;
  return false;
}

function unsafeAttribute(element: string, name: string, value: string): boolean {
  const local = localName(name);
  if (local.startsWith('on')) return true;
  if (name === 'xmlns' || name.startsWith('xmlns:')) return value.trim() === XHTML_NS;
  if (REFERENCE_ATTRIBUTES.has(local)) {
    const target = value.trim();
    if (local === 'href' && /^#[^\s]*$/.test(target)) return false;
    return !(local === 'href' && element === 'image' && EMBEDDED_RASTER.test(target));
  }
  if (local === 'style') return unsafeCss(value);
  return unsafeUrls(value);
}

export function checkSvg(bytes: Uint8Array): SvgVerdict {
  let text: string;
  try {
    // The BOM, if any, is dropped; anything that is not UTF-8 is no SVG of ours.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'not_svg';
  }
  try {
    return scan(text);
  } catch (err) {
    if (err instanceof Malformed) return 'not_svg';
    throw err;
  }
}

function scan(text: string): SvgVerdict {
  const n = text.length;
  let i = 0;
  if (text.startsWith('<?xml')) {
    const end = text.indexOf('?>');
    if (end < 0) throw new Malformed();
    const encoding = /encoding\s*=\s*["']([^"']*)["']/.exec(text.slice(0, end))?.[1];
    if (encoding !== undefined && !/^(utf-8|us-ascii)$/i.test(encoding)) throw new Malformed();
    i = end + 2;
  }
  const stack: string[] = [];
  let sawRoot = false;
  let rootClosed = false;
  let unsafe = false;
  let inStyle = false;

  while (i < n) {
    const lt = text.indexOf('<', i);
    const chars = text.slice(i, lt < 0 ? n : lt);
    if (chars !== '') {
      if (stack.length === 0 && chars.trim() !== '') throw new Malformed();
      const decoded = decode(chars);
      if (inStyle && unsafeCss(decoded)) unsafe = true;
    }
    if (lt < 0) break;
    i = lt;
    if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end < 0) throw new Malformed();
      i = end + 3;
    } else if (text.startsWith('<![CDATA[', i)) {
      const end = text.indexOf(']]>', i + 9);
      if (end < 0 || stack.length === 0) throw new Malformed();
      if (inStyle && unsafeCss(text.slice(i + 9, end))) unsafe = true;
      i = end + 3;
    } else if (text.startsWith('<!', i)) {
      // A bare DOCTYPE (as Illustrator writes it) declares nothing and loads nothing: browsers
      // do not fetch the DTD. An internal subset can declare entities that expand, hide or fetch
      // content: refused, when the document is an SVG at all.
      const bare = /^<!DOCTYPE\s[^[<>]*>/.exec(text.slice(i, i + 1000));
      if (bare && !sawRoot) {
        i += bare[0].length;
        continue;
      }
      return /<(?:[^\s/>:]+:)?svg[\s/>]/.test(text.slice(i)) ? 'unsafe' : 'not_svg';
    } else if (text.startsWith('<?', i)) {
      const end = text.indexOf('?>', i + 2);
      if (end < 0 || /^<\?xml[\s?]/i.test(text.slice(i, i + 6))) throw new Malformed();
      // e.g. <?xml-stylesheet href="…"?>
      unsafe = true;
      i = end + 2;
    } else if (text.startsWith('</', i)) {
      NAME.lastIndex = i + 2;
      const name = NAME.exec(text)?.[0];
      if (!name || stack.pop() !== name) throw new Malformed();
      SPACE.lastIndex = i + 2 + name.length;
      SPACE.exec(text);
      if (text[SPACE.lastIndex] !== '>') throw new Malformed();
      i = SPACE.lastIndex + 1;
      if (localName(name) === 'style') inStyle = false;
      if (stack.length === 0) rootClosed = true;
    } else {
      NAME.lastIndex = i + 1;
      const name = NAME.exec(text)?.[0];
      if (!name || rootClosed) throw new Malformed();
      const element = localName(name);
      const attributes = new Map<string, string>();
      let j = i + 1 + name.length;
      let selfClosing = false;
      for (;;) {
        SPACE.lastIndex = j;
        SPACE.exec(text);
        const spaced = SPACE.lastIndex > j;
        j = SPACE.lastIndex;
        if (text.startsWith('/>', j)) {
          selfClosing = true;
          j += 2;
          break;
        }
        if (text[j] === '>') {
          j += 1;
          break;
        }
        NAME.lastIndex = j;
        const attr = NAME.exec(text)?.[0];
        if (!attr || !spaced || attributes.has(attr)) throw new Malformed();
        SPACE.lastIndex = j + attr.length;
        SPACE.exec(text);
        if (text[SPACE.lastIndex] !== '=') throw new Malformed();
        SPACE.lastIndex += 1;
        SPACE.exec(text);
        const quote = text[SPACE.lastIndex];
        if (quote !== '"' && quote !== "'") throw new Malformed();
        const end = text.indexOf(quote, SPACE.lastIndex + 1);
        if (end < 0) throw new Malformed();
        const raw = text.slice(SPACE.lastIndex + 1, end);
        if (raw.includes('<')) throw new Malformed();
        attributes.set(attr, decode(raw));
        j = end + 1;
      }
      if (stack.length === 0) {
        const prefix = prefixOf(name);
        const ns = attributes.get(prefix ? `xmlns:${prefix}` : 'xmlns');
        if (element !== 'svg' || ns !== SVG_NS) throw new Malformed();
        sawRoot = true;
      }
      if (FORBIDDEN_ELEMENTS.has(element)) unsafe = true;
      for (const [attr, value] of attributes)
        if (unsafeAttribute(element, attr, value)) unsafe = true;
      if (selfClosing) {
        if (stack.length === 0) rootClosed = true;
      } else {
        stack.push(name);
        if (element === 'style') inStyle = true;
      }
      i = j;
    }
  }
  if (!sawRoot || stack.length > 0) throw new Malformed();
  return unsafe ? 'unsafe' : 'ok';
}
