/**
 * A name as it is matched: case and diacritics folded ("Zur" finds Zürich, "Munch" München),
 * full-width forms and compatibility characters unified (NFKC), so Japanese, Korean and
 * Chinese names match their prefixes too.
 */
export function fold(text: string): string {
  return (
    text
      .normalize('NFKD')
      // Only the Latin combining marks: Japanese voicing marks decompose too and must stay.
      .replace(/[\u0300-\u036f]/g, '')
      .normalize('NFKC')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/[æ]/g, 'ae')
      .replace(/[ø]/g, 'o')
      .replace(/[ł]/g, 'l')
      .replace(/[ı]/g, 'i')
      .replace(/[’'`´-]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The German spelling without umlauts, as a German keyboard-less visitor types it: "Zuerich". */
export function germanTransliteration(text: string): string | null {
  if (!/[äöüÄÖÜ]/.test(text)) return null;
  return fold(text.replace(/[äÄ]/g, 'ae').replace(/[öÖ]/g, 'oe').replace(/[üÜ]/g, 'ue'));
}
