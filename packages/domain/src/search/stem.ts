import type { Locale } from '../constants';

/**
 * Light stemmers for the site search (issue 16): they strip the plural and case endings that
 * keep a query from meeting the text ("Armbänder" / "Armband", "rings" / "ring"), nothing more.
 * Words arrive folded (foldLatin); both the index and the query go through the same stemmer,
 * so a stem only has to be consistent, not a dictionary word.
 */

const GERMAN_ENDINGS = ['en', 'er', 'e', 'n', 's'] as const;
const MIN_STEM = 3;

/** German: drops one of -en -er -e -n -s when at least three letters remain. */
export function stemGerman(word: string): string {
  for (const ending of GERMAN_ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM) {
      return word.slice(0, -ending.length);
    }
  }
  return word;
}

/** English plurals: -ies → -y, -es after s/x/z/ch/sh, else -s (not -ss, -us, -is). */
export function stemEnglish(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|z|ch|sh)es$/.test(word) && word.length - 2 >= MIN_STEM) return word.slice(0, -2);
  if (/[^sui]s$/.test(word) && word.length - 1 >= MIN_STEM) return word.slice(0, -1);
  return word;
}

/** The stemmer for Latin words in a locale: German for de, English elsewhere (names, en). */
export function stemmerFor(locale: Locale): (word: string) => string {
  return locale === 'de' ? stemGerman : stemEnglish;
}
