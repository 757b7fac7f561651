// The brand's own boutiques and lounges, the jewelers that get microsite content, and the
// opening hours of each region (docs/content-model.md: openingTimes).

/** Boutiques and lounges of the brand, by the city field of cities.mjs. */
export const OWN_STORES = [
  ...[
    ['Berlin'],
    ['Hamburg'],
    ['Düsseldorf'],
    ['Frankfurt am Main'],
    ['Zürich'],
    ['Genève'],
    ['Wien'],
    ['Salzburg'],
    ['Milano'],
    ['Roma'],
    ['Paris', 'Vendôme'],
    ['Cannes'],
    ['London'],
    ['New York'],
    ['Beverly Hills'],
    ['Tokyo', 'Omotesando'],
    ['Kyoto'],
    ['Busan'],
    ['Shanghai'],
    ['Beijing'],
    ['Hong Kong'],
    ['Singapore'],
    ['Dubai'],
    ['Amsterdam'],
    ['Madrid'],
  ].map(([city, district]) => ({ city, district, type: 'boutique', hours: 'boutique' })),
  ...[
    ['Berlin'],
    ['Stuttgart'],
    ['Köln'],
    ['Basel'],
    ['Luzern'],
    ['Firenze'],
    ['Paris', 'Marais'],
    ['London', 'Mayfair'],
    ['Chicago'],
    ['Miami'],
    ['Osaka'],
    ['Seoul', 'Hannam'],
    ['Shenzhen'],
    ['Taipei'],
    ['Sydney'],
  ].map(([city, district]) => ({ city, district, type: 'lounge', hours: 'lounge' })),
];

/** Jewelers with microsite content (hero, text, products), like the first microsites. */
export const FEATURED = [
  { city: 'Stuttgart', name: 'Juwelier Brenner', slugBase: 'juwelier-brenner' },
  { city: 'Paris', name: 'Orfèvrerie Morel', slugBase: 'orfevrerie-morel' },
  { city: 'Milano', name: 'Gioielleria Conti', slugBase: 'gioielleria-conti' },
  { city: 'Tokyo', name: '銀座 宝石 さくら', slugBase: 'ginza-hoseki-sakura' },
];

const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

// Each pattern: [days, intervals] rows; days as 'mon-fri' or 'sat'; a closing time at or before
// the opening one runs past midnight into the next day.
const PATTERNS = {
  'europe-standard': [
    ['mon-fri', ['10:00-19:00']],
    ['sat', ['10:00-18:00']],
  ],
  'europe-lunch': [
    ['mon-fri', ['09:30-12:30', '14:00-18:30']],
    ['sat', ['09:30-16:00']],
  ],
  'europe-late': [['mon-sat', ['10:00-20:00']]],
  'europe-short': [
    ['mon-fri', ['10:00-18:00']],
    ['sat', ['10:00-17:00']],
  ],
  swiss: [
    ['mon-wed', ['10:00-18:30']],
    ['thu', ['10:00-20:00']],
    ['fri', ['10:00-18:30']],
    ['sat', ['10:00-17:00']],
  ],
  italy: [
    ['mon', ['15:30-19:30']],
    ['tue-sat', ['10:00-13:00', '15:30-19:30']],
  ],
  france: [['tue-sat', ['10:00-19:00']]],
  'france-lunch': [['tue-sat', ['10:00-12:30', '14:00-19:00']]],
  spain: [['mon-sat', ['10:00-14:00', '17:00-20:30']]],
  nordic: [
    ['mon-fri', ['10:00-18:00']],
    ['sat', ['10:00-16:00']],
    ['sun', ['12:00-16:00']],
  ],
  uk: [
    ['mon-sat', ['10:00-18:00']],
    ['sun', ['12:00-17:00']],
  ],
  us: [
    ['mon-sat', ['10:00-19:00']],
    ['sun', ['12:00-17:00']],
  ],
  'us-late': [
    ['mon-sat', ['10:00-21:00']],
    ['sun', ['11:00-19:00']],
  ],
  'asia-daily': [['mon-sun', ['11:00-20:00']]],
  'asia-late': [['mon-sun', ['10:30-21:30']]],
  'asia-six-days': [['mon-sat', ['11:00-20:00']]],
  gulf: [
    ['mon-thu', ['10:00-23:00']],
    ['fri-sat', ['10:00-01:00']],
    ['sun', ['10:00-23:00']],
  ],
  oceania: [
    ['mon-wed', ['09:30-17:30']],
    ['thu', ['09:30-21:00']],
    ['fri', ['09:30-17:30']],
    ['sat', ['10:00-17:00']],
    ['sun', ['11:00-16:00']],
  ],
  boutique: [
    ['mon-fri', ['10:00-19:00']],
    ['sat', ['10:00-18:00']],
  ],
  lounge: [
    ['tue-fri', ['11:00-19:00']],
    ['sat', ['11:00-17:00']],
  ],
};

/** Regional patterns per country. */
export const COUNTRY_HOURS = {
  DE: ['europe-standard', 'europe-standard', 'europe-lunch', 'europe-late'],
  AT: ['europe-short', 'europe-standard', 'europe-lunch'],
  CH: ['swiss', 'swiss', 'europe-lunch'],
  IT: ['italy'],
  FR: ['france', 'france-lunch'],
  MC: ['france'],
  BE: ['france', 'europe-short'],
  LU: ['france'],
  NL: ['europe-short', 'europe-late'],
  ES: ['spain'],
  DK: ['nordic'],
  SE: ['nordic'],
  NO: ['nordic'],
  GB: ['uk'],
  US: ['us', 'us-late'],
  CA: ['us'],
  JP: ['asia-daily', 'asia-late'],
  KR: ['asia-daily', 'asia-late'],
  CN: ['asia-daily', 'asia-late'],
  HK: ['asia-late'],
  TW: ['asia-daily'],
  SG: ['asia-late'],
  AE: ['gulf'],
  AU: ['oceania'],
};

function days(range) {
  const [from, to = from] = range.split('-');
  return WEEK.slice(WEEK.indexOf(from), WEEK.indexOf(to) + 1);
}

/** A pattern as the pack's openingTimes: one entry per weekday interval, Monday first. */
export function hoursFor(pattern) {
  return PATTERNS[pattern].flatMap(([range, intervals]) =>
    days(range).flatMap((weekday) =>
      intervals.map((interval) => {
        const [opens, closes] = interval.split('-');
        return { weekday, opens, closes };
      }),
    ),
  );
}
