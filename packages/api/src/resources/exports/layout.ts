/**
 * A character-by-character text layout for pdfkit's embedded fonts. pdfkit lays every new word
 * out through fontkit's OpenType shaper, which decodes the font's lookup tables again on each
 * call (about a millisecond a word) and keeps every word it has seen; a table of 100,000 rows
 * has a new word in nearly every cell (serial numbers, prices), so that cost and that cache
 * grow with the rows. Table cells need no ligatures or kerning: each character's glyph and
 * advance are looked up once, and the cache is bounded by the characters used
 * (docs/decisions/0031-table-export.md).
 */

interface Glyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

interface Position {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}

type Layout = { glyphs: Glyph[] | null; positions: Position[] | null; advanceWidth: number };
type Encoded = [string[], Position[]];

/** The part of pdfkit's EmbeddedFont this replaces (pdfkit 0.20, js/pdfkit.node.mjs). */
interface EmbeddedFont {
  font: { glyphForCodePoint: (codePoint: number) => Glyph };
  subset: { includeGlyph: (id: number) => number };
  widths: number[];
  unicode: number[][];
  scale: number;
  encode: (text: string, features?: unknown) => Encoded;
  layout: (text: string, features?: unknown, onlyWidth?: boolean) => Layout;
}

/** Encoded texts remembered per face (dates, stores, descriptions repeat; serials do not). */
const ENCODED_CACHE_MAX = 5_000;

export function useCharacterLayout(embedded: unknown): void {
  const font = embedded as EmbeddedFont;
  const glyphs = new Map<number, { glyph: Glyph; position: Position }>();
  font.layout = (text, _features, onlyWidth) => {
    const out: Glyph[] | null = onlyWidth ? null : [];
    const positions: Position[] | null = onlyWidth ? null : [];
    let advanceWidth = 0;
    for (const char of text) {
      const codePoint = char.codePointAt(0) as number;
      let known = glyphs.get(codePoint);
      if (!known) {
        const glyph = font.font.glyphForCodePoint(codePoint);
        const advance = glyph.advanceWidth * font.scale;
        known = {
          glyph,
          position: {
            xAdvance: advance,
            yAdvance: 0,
            xOffset: 0,
            yOffset: 0,
            advanceWidth: advance,
          },
        };
        glyphs.set(codePoint, known);
      }
      advanceWidth += known.position.advanceWidth;
      out?.push(known.glyph);
      // pdfkit only reads positions (its word-spacing path copies before it changes one).
      positions?.push(known.position);
    }
    return { glyphs: out, positions, advanceWidth };
  };
  // pdfkit's encode makes two strings per glyph; here each glyph's hex is made once, and a
  // repeated text reuses its encoding (pdfkit only reads what encode returns).
  const hexes: string[] = [];
  const encoded = new Map<string, Encoded>();
  font.encode = (text) => {
    const known = encoded.get(text);
    if (known) return known;
    const { glyphs: run, positions } = font.layout(text);
    const codes = (run as Glyph[]).map((glyph) => {
      const gid = font.subset.includeGlyph(glyph.id);
      let hex = hexes[gid];
      if (hex === undefined) {
        hex = hexes[gid] = gid.toString(16).padStart(4, '0');
        font.widths[gid] ??= glyph.advanceWidth * font.scale;
        font.unicode[gid] ??= glyph.codePoints;
      }
      return hex;
    });
    const result: Encoded = [codes, positions as Position[]];
    if (encoded.size >= ENCODED_CACHE_MAX) encoded.clear();
    encoded.set(text, result);
    return result;
  };
}

/** pdfkit's document as drawText uses it (pdfkit 0.20). */
interface DocumentInternals {
  _font: EmbeddedFont & { id: string; ascender: number; ref: () => unknown };
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
  addContent: (operators: string) => unknown;
}

/**
 * One line of text at (x, y) (top left, pdfkit's coordinates) in the current face, size and
 * colour, as one content string: pdfkit's text() measures the text again and writes a dozen
 * operators (a buffer each) per call, which made a 100,000-row PDF slow and its garbage grow.
 */
export function drawText(doc: unknown, text: string, x: number, y: number): void {
  const d = doc as DocumentInternals;
  const font = d._font;
  d.page.fonts[font.id] ??= font.ref();
  const [codes] = font.encode(text);
  const height = d.page.height;
  const baseline = height - y - (font.ascender / 1000) * d._fontSize;
  d.addContent(
    `q 1 0 0 -1 0 ${height} cm BT 1 0 0 1 ${x.toFixed(2)} ${baseline.toFixed(2)} Tm ` +
      `/${font.id} ${d._fontSize} Tf <${codes.join('')}> Tj ET Q`,
  );
}
