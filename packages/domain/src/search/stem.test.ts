import { describe, expect, it } from 'vitest';
import { stemEnglish, stemGerman, stemmerFor } from './stem';
import { foldLatin } from './text';

const de = (word: string) => stemGerman(foldLatin(word));

describe('German stemmer', () => {
  it('meets singular and plural of the jewellery words', () => {
    expect(de('Armbänder')).toBe(de('Armband'));
    expect(de('Ringe')).toBe(de('Ring'));
    expect(de('Ohrringe')).toBe(de('Ohrring'));
    expect(de('Ketten')).toBe(de('Kette'));
    expect(de('Halsketten')).toBe(de('Halskette'));
    expect(de('Colliers')).toBe('collier');
    expect(de('Brillanten')).toBe(de('Brillant'));
  });

  it('strips one ending of -en -er -e -n -s', () => {
    expect(stemGerman('ringen')).toBe('ring');
    expect(stemGerman('armbander')).toBe('armband');
    expect(stemGerman('kette')).toBe('kett');
    expect(stemGerman('ohrringen')).toBe('ohrring');
    expect(stemGerman('rings')).toBe('ring');
  });

  it('keeps at least three letters and leaves other words alone', () => {
    expect(stemGerman('des')).toBe('des');
    expect(stemGerman('ein')).toBe('ein');
    expect(stemGerman('gold')).toBe('gold');
    expect(stemGerman('armband')).toBe('armband');
  });
});

describe('English stemmer', () => {
  it('drops plural -s, -es and -ies', () => {
    expect(stemEnglish('rings')).toBe('ring');
    expect(stemEnglish('bracelets')).toBe('bracelet');
    expect(stemEnglish('earrings')).toBe('earring');
    expect(stemEnglish('necklaces')).toBe('necklace');
    expect(stemEnglish('boxes')).toBe('box');
    expect(stemEnglish('watches')).toBe('watch');
    expect(stemEnglish('glasses')).toBe('glass');
    expect(stemEnglish('stories')).toBe('story');
  });

  it('leaves -ss, -us, -is and short words alone', () => {
    expect(stemEnglish('glass')).toBe('glass');
    expect(stemEnglish('status')).toBe('status');
    expect(stemEnglish('iris')).toBe('iris');
    expect(stemEnglish('its')).toBe('its');
    expect(stemEnglish('ring')).toBe('ring');
  });

  it('is the stemmer of every locale but de', () => {
    expect(stemmerFor('de')).toBe(stemGerman);
    for (const locale of ['en', 'ja', 'ko', 'zh-hans'] as const) {
      expect(stemmerFor(locale)).toBe(stemEnglish);
    }
  });
});
