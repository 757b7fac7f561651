// Realistic shop names per country (and per language where a country has several): each
// template turns a surname or word into a name and the ASCII base of its slug.

const slugify = (text) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/&/g, ' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Latin names: the template's `{s}` is the surname, the slug follows the name. */
const latin = (templates, surnames) => ({ templates, surnames, slug: null });

const POOLS = {
  de: latin(
    [
      'Juwelier {s}',
      'Juwelen {s}',
      '{s} Juweliere',
      'Schmuckatelier {s}',
      'Juwelier {s} & Söhne',
      'Uhren & Schmuck {s}',
    ],
    [
      'Brenner',
      'Hartmann',
      'Lindner',
      'Vogt',
      'Seidel',
      'Krüger',
      'Engel',
      'Sommer',
      'Roth',
      'Baumann',
      'Winter',
      'Kaiser',
      'Lorenz',
      'Graf',
      'Ernst',
      'Brandt',
      'Berger',
      'Fuchs',
      'Vogel',
      'Heller',
      'Reuter',
      'Ahrens',
      'Petersen',
      'Claussen',
      'Wendt',
      'Falk',
      'Adler',
      'Sternberg',
      'Thalberg',
      'Schreiber',
      'Wagner',
      'Haas',
      'Kuhn',
      'Lang',
      'Seifert',
      'Ritter',
      'Wolff',
      'Böhm',
      'Franke',
      'Hoffmeister',
    ],
  ),
  at: latin(
    ['Juwelier {s}', 'Juwelier {s} & Co.', 'Juwelen {s}', 'Schmuckwerkstatt {s}'],
    [
      'Huber',
      'Pichler',
      'Moser',
      'Gruber',
      'Steiner',
      'Mayr',
      'Eder',
      'Auer',
      'Wallner',
      'Leitner',
      'Hofer',
      'Lechner',
      'Schwaiger',
      'Brunner',
    ],
  ),
  ch: latin(
    ['Bijouterie {s}', 'Juwelier {s}', 'Atelier {s}', 'Uhren Bijouterie {s}'],
    [
      'Meier',
      'Gerber',
      'Bühler',
      'Baumgartner',
      'Kälin',
      'Wyss',
      'Bachmann',
      'Zollinger',
      'Egli',
      'Frei',
      'Ammann',
      'Suter',
    ],
  ),
  fr: latin(
    ['Orfèvrerie {s}', 'Bijouterie {s}', 'Joaillerie {s}', '{s} Joaillier', 'Atelier {s}'],
    [
      'Morel',
      'Girard',
      'Lefèvre',
      'Fontaine',
      'Rousseau',
      'Chevalier',
      'Garnier',
      'Faure',
      'Mercier',
      'Lambert',
      'Bonnet',
      'Marchand',
      'Vidal',
      'Roche',
      'Perret',
      'Favre',
      'Rochat',
      'Duval',
      'Lemoine',
      'Arnaud',
    ],
  ),
  it: latin(
    ['Gioielleria {s}', 'Oreficeria {s}', '{s} Gioielli', 'Bottega Orafa {s}'],
    [
      'Conti',
      'Ferri',
      'Marchetti',
      'Galli',
      'Moretti',
      'Colombo',
      'Ricci',
      'Greco',
      'Barbieri',
      'Fontana',
      'Santoro',
      'Mariani',
      'Rinaldi',
      'Caruso',
      'Ferraro',
      'Testa',
      'De Luca',
      'Bernasconi',
      'Pellegrini',
      'Vitale',
    ],
  ),
  en: latin(
    ['{s} Jewellers', '{s} & Sons', '{s} Fine Jewellery', 'The {s} Gallery'],
    [
      'Whitmore',
      'Ashcroft',
      'Pemberton',
      'Hargreaves',
      'Fairfax',
      'Langley',
      'Beaumont',
      'Sinclair',
      'Thornton',
      'Carrington',
      'Ellison',
      'Harcourt',
      'Kingsley',
      'Marlow',
      'Prescott',
      'Radcliffe',
      'Wainwright',
      'Aldridge',
    ],
  ),
  us: latin(
    ['{s} Jewelers', '{s} & Co. Jewelers', '{s} Fine Jewelry', '{s} Diamonds'],
    [
      'Harrington',
      'Whitfield',
      'Caldwell',
      'Bennett',
      'Sullivan',
      'Donovan',
      'Mercer',
      'Hayes',
      'Lawson',
      'Bishop',
      'Porter',
      'Greenberg',
      'Kaplan',
      'Rosen',
      'Shapiro',
      'Callahan',
      'Monroe',
      'Whitney',
      'Delaney',
      'Prescott',
    ],
  ),
  nl: latin(
    ['Juwelier {s}', 'Juweliers {s}', 'Edelsmid {s}'],
    [
      'de Vries',
      'Bakker',
      'Visser',
      'Smit',
      'Mulder',
      'de Boer',
      'Dekker',
      'van Dijk',
      'Peeters',
      'Janssens',
      'Maes',
      'Claes',
    ],
  ),
  es: latin(
    ['Joyería {s}', 'Joyeros {s}', '{s} Joyeros'],
    ['García', 'Navarro', 'Ortega', 'Castillo', 'Romero', 'Herrera', 'Vidal', 'Morales', 'Delgado'],
  ),
  da: latin(
    ['Guldsmed {s}', '{s} Guld & Sølv'],
    ['Jensen', 'Nielsen', 'Hansen', 'Lund', 'Holm', 'Dahl'],
  ),
  sv: latin(
    ['Guldsmed {s}', '{s} Juvelerare'],
    ['Lindqvist', 'Bergström', 'Nyberg', 'Ekström', 'Sjöberg', 'Holmberg'],
  ),
  no: latin(['Gullsmed {s}', '{s} Gull'], ['Berg', 'Haugen', 'Bakken', 'Solberg', 'Strand']),
  ae: latin(
    ['Al {s} Jewellers', 'Dar Al {s}', 'Al {s} Jewellery'],
    ['Noor', 'Majd', 'Waha', 'Zahab', 'Lulu', 'Yasmin', 'Reem'],
  ),
  sg: latin(
    ['{s} Jewellers', '{s} & Co. Jewellery', '{s} Gems'],
    ['Tan', 'Goh', 'Ong', 'Lim', 'Chua', 'Teo', 'Koh'],
  ),
  hk: latin(
    ['{s} Jewellery', '{s} Jewellery House', '{s} Jewellery Company'],
    ['Kin Wah', 'Lung Fung', 'Tak Shing', 'Man Yee', 'Hing Lee', 'Wai Kee', 'Shun Fat'],
  ),
  tw: latin(['{s} Fine Jewelry', '{s} Jewelry House'], ['Lin', 'Chen', 'Huang', 'Tsai', 'Wu']),
  // Names in their own script; `slug` is the romanised base of the slug.
  ja: {
    templates: [
      ['{s}宝飾店', '{r}-hoshokuten'],
      ['宝石の{s}', 'hoseki-no-{r}'],
      ['{city} 宝石 {f}', '{cr}-hoseki-{fr}'],
      ['Atelier {R}', 'atelier-{r}'],
    ],
    surnames: [
      ['山本', 'yamamoto'],
      ['小林', 'kobayashi'],
      ['高橋', 'takahashi'],
      ['佐藤', 'sato'],
      ['中村', 'nakamura'],
      ['伊藤', 'ito'],
      ['渡辺', 'watanabe'],
      ['加藤', 'kato'],
      ['吉田', 'yoshida'],
      ['松本', 'matsumoto'],
      ['井上', 'inoue'],
      ['木村', 'kimura'],
      ['清水', 'shimizu'],
      ['石田', 'ishida'],
    ],
    words: [
      ['さくら', 'sakura'],
      ['椿', 'tsubaki'],
      ['月光', 'gekko'],
      ['すみれ', 'sumire'],
      ['白百合', 'shirayuri'],
      ['花水木', 'hanamizuki'],
    ],
  },
  ko: {
    templates: [
      ['{s} 주얼리', '{r}-jewelry'],
      ['{s} 보석', '{r}-boseok'],
      ['Atelier {R}', 'atelier-{r}'],
    ],
    surnames: [
      ['한빛', 'hanbit'],
      ['다온', 'daon'],
      ['가람', 'garam'],
      ['별빛', 'byeolbit'],
      ['소담', 'sodam'],
      ['누리', 'nuri'],
      ['아라', 'ara'],
      ['하늘', 'haneul'],
      ['은솔', 'eunsol'],
      ['예담', 'yedam'],
    ],
  },
  zh: {
    templates: [
      ['{s}珠宝', '{r}-zhubao'],
      ['{s}金行', '{r}-jinhang'],
      ['{R} Jewellery', '{r}-jewellery'],
    ],
    surnames: [
      ['金兰', 'jinlan'],
      ['瑞祥', 'ruixiang'],
      ['福瑞', 'furui'],
      ['华美', 'huamei'],
      ['宝华', 'baohua'],
      ['恒信', 'hengxin'],
      ['明辉', 'minghui'],
      ['玉兰', 'yulan'],
      ['嘉禾', 'jiahe'],
      ['锦绣', 'jinxiu'],
      ['永安', 'yongan'],
    ],
  },
};

const COUNTRY_POOL = {
  DE: 'de',
  AT: 'at',
  CH: 'ch',
  FR: 'fr',
  MC: 'fr',
  LU: 'fr',
  IT: 'it',
  GB: 'en',
  AU: 'en',
  US: 'us',
  CA: 'us',
  NL: 'nl',
  BE: 'nl',
  ES: 'es',
  DK: 'da',
  SE: 'sv',
  NO: 'no',
  AE: 'ae',
  SG: 'sg',
  HK: 'hk',
  TW: 'tw',
  JP: 'ja',
  KR: 'ko',
  CN: 'zh',
};
const LANG_POOL = { fr: 'fr', it: 'it', nl: 'nl' };

const cap = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** A shop name for a jeweler in `city` and the ASCII base of its slug. */
export function jewelerName(random, city) {
  const pool = POOLS[LANG_POOL[city.lang] ?? COUNTRY_POOL[city.country]];
  if (!pool.slug && typeof pool.templates[0] === 'string') {
    const name = random.pick(pool.templates).replace('{s}', random.pick(pool.surnames));
    return { name, slugBase: slugify(name) };
  }
  const [template, slugTemplate] = random.pick(pool.templates);
  const [s, r] = random.pick(pool.surnames);
  const [f, fr] = pool.words ? random.pick(pool.words) : ['', ''];
  const fill = (text) =>
    text
      .replace('{s}', s)
      .replace('{r}', r)
      .replace('{R}', cap(r))
      .replace('{city}', city.names.ja)
      .replace('{cr}', slugify(city.city))
      .replace('{f}', f)
      .replace('{fr}', fr);
  return { name: fill(template), slugBase: fill(slugTemplate) };
}

export { slugify };
