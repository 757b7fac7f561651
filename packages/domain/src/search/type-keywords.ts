import type { Locale, SEARCH_PRODUCT_TYPES } from '../constants';

type ProductType = (typeof SEARCH_PRODUCT_TYPES)[number];

/**
 * The words visitors use for each kind of jewellery, per locale (issue 16). Product texts name
 * the kind one way (ko 「링」, ja 「リング」); visitors also type another (「반지」, 「指輪」),
 * so the index stores these words with every product of the kind, in a low-boost field.
 * Plurals need no entry where the stemmer reaches them (de "Ringe", en "rings").
 */
export const typeKeywords: Record<Locale, Record<ProductType, readonly string[]>> = {
  de: {
    ring: ['Ring', 'Ringe', 'Fingerring'],
    necklace: ['Kette', 'Halskette', 'Collier', 'Anhänger', 'Schmuckanhänger'],
    earrings: ['Ohrring', 'Ohrringe', 'Ohrstecker', 'Creolen'],
    bracelet: ['Armband', 'Armbänder', 'Armreif', 'Armkette'],
    ronde: ['Ronde', 'Münzanhänger'],
    amulet: ['Amulett', 'Anhänger', 'Talisman'],
  },
  en: {
    ring: ['ring', 'rings'],
    necklace: ['necklace', 'pendant', 'chain', 'collier'],
    earrings: ['earrings', 'earring', 'studs', 'hoops'],
    bracelet: ['bracelet', 'bangle', 'wristband'],
    ronde: ['ronde', 'coin pendant'],
    amulet: ['amulet', 'charm', 'talisman', 'pendant'],
  },
  ja: {
    ring: ['リング', '指輪', '指環'],
    necklace: ['ネックレス', 'ペンダント', 'チェーン', '首飾り'],
    earrings: ['ピアス', 'イヤリング', '耳飾り'],
    bracelet: ['ブレスレット', 'バングル', '腕輪'],
    ronde: ['ロンド', 'コインペンダント'],
    amulet: ['アミュレット', 'お守り', 'チャーム'],
  },
  ko: {
    ring: ['반지', '링', '가락지'],
    necklace: ['목걸이', '네크리스', '펜던트'],
    earrings: ['귀걸이', '귀고리', '이어링', '피어싱'],
    bracelet: ['팔찌', '브레이슬릿', '뱅글'],
    ronde: ['론데', '코인 펜던트'],
    amulet: ['아뮬렛', '부적', '참'],
  },
  'zh-hans': {
    ring: ['戒指', '指环'],
    necklace: ['项链', '吊坠', '颈链'],
    earrings: ['耳环', '耳钉', '耳饰'],
    bracelet: ['手链', '手镯', '手环'],
    ronde: ['圆牌', '硬币吊坠'],
    amulet: ['护身符', '吊坠', '幸运符'],
  },
};
