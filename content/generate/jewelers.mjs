// Writes the jeweler stories of the content pack (content/stories/juweliere/) and their logos:
//   npm run -w @maison/content generate:jewelers
// The first jewelers (KEPT) are hand-made: their uuids, slugs, bodies and microsites stay; the
// script only gives them structured opening times and their time zone. The others come from
// the city table (cities.mjs) and a seeded PRNG, so every run writes the same files. Logos:
// one SVG per jeweler (imagery/brand.mjs), registered in assets/index.json; generated ones take
// the ids of LOGO_IDS (content/asset-ids.mjs) (docs/content-model.md). Files of jewelers no longer generated
// are removed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderLogoSvg } from '../imagery/brand.mjs';
import { CITIES } from './cities.mjs';
import { jewelerName, slugify } from './names.mjs';
import { createRandom } from './random.mjs';
import { BODY_TEXT, LOGO_ALT, MICROSITE, PAGE_SUMMARY } from './texts.mjs';
import { COUNTRY_HOURS, FEATURED, OWN_STORES, hoursFor } from './plan.mjs';
import { LOGO_IDS, isLogoId } from '../asset-ids.mjs';
import { formatJson } from '../format-json.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'stories', 'juweliere');
const indexFile = path.join(root, 'assets', 'index.json');
const LOCALES = ['de', 'en', 'ja', 'ko', 'zh-hans'];
const PUBLISHED_AT = '2026-10-01T08:00:00.000Z';
/** Brand images a jeweler page shows as its main image (16:9, ids of assets/index.json). */
const MAIN_IMAGES = [1, 3, 5, 7];

const random = createRandom(17);
const assets = JSON.parse(fs.readFileSync(indexFile, 'utf8'));
const assetById = new Map(assets.map((a) => [a.id, a]));

const assetRef = (id, locale) => {
  const a = assetById.get(id);
  return {
    id,
    filename: `/api/cms/v2/a/${id}/${path.basename(a.file)}`,
    alt: a.alt[locale],
    name: '',
    title: '',
    focus: '',
  };
};
const richText = (text) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const osmUrl = (lat, lng) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
const round4 = (n) => Math.round(n * 10000) / 10000;

// The hand-made jewelers: opening times in the shape of docs/content-model.md, and time zones.
const EUROPE = hoursFor('europe-standard');
const ASIA = hoursFor('asia-six-days');
const KEPT = {
  'bijouterie-keller-zuerich': { timeZone: 'Europe/Zurich', openingTimes: EUROPE },
  'golden-orchid-shanghai': { timeZone: 'Asia/Shanghai', openingTimes: ASIA },
  'juwelier-albrecht-hamburg': { timeZone: 'Europe/Berlin', openingTimes: EUROPE },
  'juwelier-hofmann-wien': { timeZone: 'Europe/Vienna', openingTimes: EUROPE },
  'maison-boutique-pforzheim': { timeZone: 'Europe/Berlin', openingTimes: EUROPE },
  'maison-boutique-seoul-cheongdam': { timeZone: 'Asia/Seoul', openingTimes: ASIA },
  'maison-lounge-muenchen': { timeZone: 'Europe/Berlin', openingTimes: EUROPE },
  'maison-lounge-tokyo-ginza': { timeZone: 'Asia/Tokyo', openingTimes: ASIA },
};

/** Puts timeZone after longitude, as in generated stories. */
function withFields(content, fields) {
  const out = {};
  for (const [key, value] of Object.entries(content)) {
    if (key === 'timeZone') continue;
    out[key] = key in fields ? fields[key] : value;
    if (key === 'longitude') out.timeZone = fields.timeZone;
  }
  return out;
}

function address(city, street, int) {
  const n = int(1, 120);
  switch (city.country) {
    case 'JP':
      return `${int(1, 8)}-${int(1, 12)}-${int(1, 20)} ${street}`;
    case 'AE':
      return `Shop ${int(1, 240)}, ${street}`;
    case 'TW':
      return `No. ${n}, ${street}`;
    case 'FR':
    case 'MC':
    case 'GB':
    case 'US':
    case 'CA':
    case 'AU':
    case 'SG':
    case 'CN':
    case 'HK':
    case 'KR':
      return `${n} ${street}`;
    default:
      return `${street} ${n}`;
  }
}

function phoneNumbers(city) {
  const local = `555 ${random.int(10, 98)}${random.pick(['00', '10', '20', '50'])}`;
  const phone = `${city.phone} ${local}`;
  return {
    phone,
    fax: random.chance(0.6) ? phone.replace(/\d\d$/, '99') : '',
    whatsapp: random.chance(0.4) ? phone.replace(/\D/g, '') : '',
  };
}

const MAILBOX = {
  DE: 'kontakt',
  AT: 'kontakt',
  CH: 'kontakt',
  FR: 'contact',
  MC: 'contact',
  BE: 'contact',
  LU: 'contact',
  IT: 'info',
  ES: 'info',
};

/** The story of one generated jeweler; `uids` are its content's and its blocks' _uids. */
function generatedStory(entry, position) {
  const { city, type, name, slug, street, microsite } = entry;
  const uuid = random.uuid();
  const uid = random.uuid();
  const blockUids = [random.uuid(), random.uuid(), random.uuid()];
  const latitude = round4(city.lat + (random.next() - 0.5) * 0.012);
  const longitude = round4(city.lng + (random.next() - 0.5) * 0.018);
  const contact = phoneNumbers(city);
  const own = type !== 'jeweler';
  const site = own ? `https://maison.example/stores/${slug}` : `https://www.${slug}.example`;
  const email = own
    ? `${slug}@maison.example`
    : `${MAILBOX[city.country] ?? 'info'}@${slug}.example`;
  const record = {
    address: address(city, street[0], random.int),
    zip: street[1],
    city: city.city,
    country: city.country,
    slug,
    imageMain: random.pick(MAIN_IMAGES),
    ...contact,
    email,
    urlWebsite: site,
    urlWebsiteDeeplink: own ? `${site}/appointment` : `${site}/maison`,
    urlMaps: osmUrl(latitude, longitude),
    latitude,
    longitude,
    timeZone: city.tz,
    crmUuid: random.uuid(),
    openingTimes: hoursFor(entry.hours),
  };
  const locales = {};
  for (const locale of LOCALES) {
    const cityName = city.names[locale];
    const text = {
      _uid: blockUids[1],
      component: 'rich_text',
      channel: 'all',
      devices: [],
      theme: 'ivory',
      text: richText(BODY_TEXT[type][locale](name, cityName)),
    };
    const body = microsite
      ? [
          {
            _uid: blockUids[0],
            component: 'hero_banner',
            channel: 'microsite',
            devices: [],
            headline: name,
            subline: MICROSITE.subline[type][locale],
            imageDesktop: assetRef(record.imageMain, locale),
            imageMobile: assetRef(record.imageMain + 1, locale),
            videoDesktop: null,
            videoMobile: null,
            overlayColor: '#1d1b22',
            overlayOpacity: 40,
            variant: 'microsite',
            link: null,
            linkCaption: '',
          },
          text,
          {
            _uid: blockUids[2],
            component: 'product_list',
            channel: 'all',
            devices: [],
            headline: MICROSITE.productsHeadline[locale],
            productType: '',
            view: 'highlight',
            filterGroups: [],
            limit: 6,
          },
        ]
      : [text];
    const { imageMain, ...fields } = record;
    locales[locale] = {
      name,
      slug,
      content: {
        _uid: uid,
        component: 'jeweler',
        type,
        name,
        ...fields,
        imageMain: assetRef(imageMain, locale),
        imageLogo: {
          id: entry.logoId,
          filename: `/api/cms/v2/a/${entry.logoId}/logo-${slug}.svg`,
          alt: LOGO_ALT[locale](name),
          name: '',
          title: '',
          focus: '',
        },
        body,
        pageSummary: PAGE_SUMMARY[type][locale](name, cityName),
      },
    };
  }
  return {
    uuid,
    full_slug: `juweliere/${slug}`,
    is_startpage: false,
    position,
    tag_list: [],
    published_at: PUBLISHED_AT,
    locales,
  };
}

// Own stores in Asia and the Gulf open every day, as the malls around them.
const storeHours = (store, city) =>
  store.type === 'boutique' && ['JP', 'KR', 'CN', 'HK', 'SG', 'TW', 'AE'].includes(city.country)
    ? 'asia-daily'
    : store.hours;

/** Which shop goes where: own stores and featured jewelers first, then the city's count. */
function plan(taken) {
  const entries = [];
  const unique = (base, city) => {
    const citySlug = slugify(city.city);
    let slug = base.includes(citySlug) ? base : `${base}-${citySlug}`;
    for (let i = 2; taken.has(slug); i++) slug = `${base}-${citySlug}-${i}`;
    taken.add(slug);
    return slug;
  };
  for (const city of CITIES) {
    const own = OWN_STORES.filter((s) => s.city === city.city);
    const featured = FEATURED.filter((f) => f.city === city.city);
    for (let i = 0; i < city.n; i++) {
      const store = own[i];
      const feature = store ? null : featured[i - own.length];
      const type = store?.type ?? 'jeweler';
      let name;
      let slugBase;
      if (store) {
        name = `Maison ${type === 'boutique' ? 'Boutique' : 'Lounge'} ${city.city}${store.district ? ` ${store.district}` : ''}`;
        slugBase = slugify(name);
      } else if (feature) {
        ({ name, slugBase } = feature);
      } else {
        ({ name, slugBase } = jewelerName(random, city));
      }
      entries.push({
        city,
        type,
        name,
        slug: unique(slugBase, city),
        street: store || feature ? city.streets[0] : random.pick(city.streets),
        microsite: Boolean(feature),
        hours: store ? storeHours(store, city) : random.pick(COUNTRY_HOURS[city.country]),
      });
    }
  }
  return entries;
}

const write = async (file, story) => {
  fs.writeFileSync(file, await formatJson(file, JSON.stringify(story, null, 2)));
};

const kept = fs
  .readdirSync(dir)
  .filter((f) => KEPT[f.replace(/\.json$/, '')])
  .sort()
  .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
const entries = plan(new Set(kept.map((s) => s.locales.de.content.slug)));
entries.forEach((entry, i) => (entry.logoId = LOGO_IDS.from + i));

const written = new Set();
for (const story of kept) {
  const fields = KEPT[story.locales.de.content.slug];
  for (const locale of LOCALES)
    story.locales[locale].content = withFields(story.locales[locale].content, fields);
  await write(path.join(dir, `${story.locales.de.content.slug}.json`), story);
  written.add(`${story.locales.de.content.slug}.json`);
}
const logos = new Map();
for (const [i, entry] of entries.entries()) {
  await write(path.join(dir, `${entry.slug}.json`), generatedStory(entry, 100 + i * 10));
  written.add(`${entry.slug}.json`);
  logos.set(entry.logoId, entry);
}
for (const f of fs.readdirSync(dir)) if (!written.has(f)) fs.rmSync(path.join(dir, f));

// Logos: the hand-made jewelers' keep their ids, generated ones own LOGO_IDS.
const index = new Map(assets.filter((a) => !isLogoId(a.id)).map((a) => [a.id, a]));
for (const file of fs.readdirSync(path.join(root, 'assets', 'brand')))
  if (file.startsWith('logo-')) fs.rmSync(path.join(root, 'assets', 'brand', file));
const logo = (id, slug, name, alt) => {
  const file = `brand/logo-${slug}.svg`;
  fs.writeFileSync(path.join(root, 'assets', file), renderLogoSvg(name));
  index.set(id, { id, file, alt, title: name });
};
for (const story of kept) {
  const c = story.locales.de.content;
  logo(
    c.imageLogo.id,
    c.slug,
    c.name,
    Object.fromEntries(LOCALES.map((l) => [l, story.locales[l].content.imageLogo.alt])),
  );
}
for (const [id, entry] of logos)
  logo(
    id,
    entry.slug,
    entry.name,
    Object.fromEntries(LOCALES.map((l) => [l, LOGO_ALT[l](entry.name)])),
  );
const out = [...index.values()].sort((a, b) => a.id - b.id);
fs.writeFileSync(indexFile, await formatJson(indexFile, JSON.stringify(out)));

const count = (type) => entries.filter((e) => e.type === type).length;
console.warn(
  `jewelers: ${kept.length} kept, ${entries.length} generated (${count('jeweler')} jewelers, ${count('boutique')} boutiques, ${count('lounge')} lounges, ${entries.filter((e) => e.microsite).length} microsites) in ${new Set(entries.map((e) => e.city.country)).size} countries`,
);
