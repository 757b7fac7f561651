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

/** The part of pdfkit's EmbeddedFont this replaces (pdfkit 0.20, js/pdfkit.node.mjs). */
interface EmbeddedFont {
  font: { glyphForCodePoint: (codePoint: number) => Glyph };
  scale: number;
  layout: (
    text: string,
    features?: unknown,
    onlyWidth?: boolean,
  ) => { glyphs: Glyph[] | null; positions: Position[] | null; advanceWidth: number };
}

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
      // pdfkit scales positions in place when it writes them: each cell gets its own copy.
      positions?.push({ ...known.position });
    }
    return { glyphs: out, positions, advanceWidth };
  };
}
