import type { Db } from '@maison/db';
import {
  DEFAULT_LOCALE,
  FORM_CONTENT_CACHE_MAX,
  FORM_CONTENT_TTL_MS,
  NEWSLETTER_CONFIRM_PAGE_PATH,
  WEEKDAYS,
  isCalendarDay,
  type EventDateWindow,
  type Locale,
  type Weekday,
} from '@maison/domain';
import {
  createContentClient,
  onPublish,
  type ContentDeliveryClient,
} from '@maison/services/content/index';
import { createInProcessCdnFetch } from '../cms/routes';

/**
 * What the forms read from the published content (form blocks, jeweler stories, page paths),
 * through the content port: Storyblok with STORYBLOK_TOKEN, else our CDN routes in-process.
 */

/** docs/forms.md: the museum form's content component. */
const MUSEUM_FORM_COMPONENT = 'museum_form';
/** docs/decisions/0036: the wizard's contact form is told apart by its block. */
const WIZARD_COMPONENT = 'wizard';
/** The blocks whose settings a form submission is checked against. */
const FORM_RULE_COMPONENTS = new Set([MUSEUM_FORM_COMPONENT, WIZARD_COMPONENT]);
const JEWELER_COMPONENT = 'jeweler';
// Origin of in-process requests; nothing listens there, createInProcessCdnFetch answers them.
const IN_PROCESS_ORIGIN = 'http://api.internal';

/** Every block of FORM_RULE_COMPONENTS in a content tree, by its `_uid`. */
function collectBlocks(
  node: unknown,
  found: Map<string, Record<string, unknown>> = new Map(),
): Map<string, Record<string, unknown>> {
  if (Array.isArray(node)) {
    for (const item of node) collectBlocks(item, found);
    return found;
  }
  if (typeof node !== 'object' || node === null) return found;
  const record = node as Record<string, unknown>;
  if (
    typeof record.component === 'string' &&
    FORM_RULE_COMPONENTS.has(record.component) &&
    typeof record._uid === 'string'
  )
    found.set(record._uid, record);
  for (const value of Object.values(record)) collectBlocks(value, found);
  return found;
}

const day = (value: unknown): string | null =>
  typeof value === 'string' && isCalendarDay(value) ? value : null;

/** A museum block's booking window; malformed dates leave that side open. */
function windowOf(block: Record<string, unknown>): EventDateWindow {
  const excluded = Array.isArray(block.excludedWeekdays) ? block.excludedWeekdays : [];
  return {
    startDate: day(block.startDate),
    endDate: day(block.endDate),
    excludedWeekdays: excluded
      .map((w) => (typeof w === 'string' ? w.trim().toLowerCase() : ''))
      .filter((w): w is Weekday => (WEEKDAYS as readonly string[]).includes(w)),
  };
}

interface JewelerContact {
  uuid: string;
  slug: string;
  email: string | null;
  country: string | null;
}

export interface FormsContent {
  /**
   * The booking window of the published `museum_form` block `componentUid` in story
   * `storyUuid` (block uids are the same in every language; the form's language is read
   * first), or null when the story is unpublished or holds no such block.
   */
  museumWindow(
    storyUuid: string,
    componentUid: string,
    locale: Locale,
  ): Promise<EventDateWindow | null>;
  /**
   * The published `wizard` block `componentUid` in story `storyUuid` (docs/decisions/0036):
   * whether it configures a data-agreement label; null when there is no such block.
   */
  wizardContact(
    storyUuid: string,
    componentUid: string,
    locale: Locale,
  ): Promise<{ dataAgreement: boolean } | null>;
  /** 000 §3, 001 §3: the published jeweler story whose `crmUuid` is the form's `store_uuid`. */
  jewelerByStoreUuid(storeUuid: string): Promise<JewelerContact | null>;
  /**
   * The newsletter confirmation page's path in `locale` (translated folder and story slugs,
   * without the locale prefix); the German path while the story is not published.
   */
  newsletterConfirmPath(locale: Locale): Promise<string>;
}

/**
 * The forms' reads over `client`, one small query each (by uuid, by slug, one filtered story),
 * remembered for FORM_CONTENT_TTL_MS so a form POST rarely waits for the content service. The
 * keys come from visitors' bodies, so at most FORM_CONTENT_CACHE_MAX answers are kept.
 */
function createFormsContent(
  client: ContentDeliveryClient,
  now: () => number = Date.now,
): FormsContent {
  const cache = new Map<string, { expires: number; value: Promise<unknown> }>();
  // In-process publishes clear at once; Storyblok's and other processes' wait for the TTL.
  onPublish(() => cache.clear());

  function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = cache.get(key);
    if (hit && hit.expires > now()) return hit.value as Promise<T>;
    cache.delete(key);
    const oldest = cache.keys().next();
    if (cache.size >= FORM_CONTENT_CACHE_MAX && !oldest.done) cache.delete(oldest.value);
    const value = load();
    cache.set(key, { expires: now() + FORM_CONTENT_TTL_MS, value });
    // A failed read is not remembered: the next form asks again.
    value.catch(() => {
      if (cache.get(key)?.value === value) cache.delete(key);
    });
    return value;
  }

  /** The form-rule blocks of a published story in one language, by block uid. */
  const storyBlocks = (storyUuid: string, language: Locale) =>
    remember(`blocks:${language}:${storyUuid}`, async () => {
      const { stories } = await client.getStories({
        version: 'published',
        by_uuids: storyUuid,
        language,
        per_page: 1,
      });
      const story = stories.find((s) => s.uuid === storyUuid);
      return story ? collectBlocks(story.content) : null;
    });

  /** The block `componentUid` of `component`: the form's language first, then the default. */
  async function findBlock(
    storyUuid: string,
    componentUid: string,
    component: string,
    locale: Locale,
  ): Promise<Record<string, unknown> | null> {
    for (const language of new Set([locale, DEFAULT_LOCALE])) {
      const found = (await storyBlocks(storyUuid, language))?.get(componentUid);
      if (found) return found.component === component ? found : null;
    }
    return null;
  }

  return {
    async museumWindow(storyUuid, componentUid, locale) {
      const block = await findBlock(storyUuid, componentUid, MUSEUM_FORM_COMPONENT, locale);
      return block ? windowOf(block) : null;
    },

    async wizardContact(storyUuid, componentUid, locale) {
      const block = await findBlock(storyUuid, componentUid, WIZARD_COMPONENT, locale);
      if (!block) return null;
      const label = block.dataAgreementLabel;
      return { dataAgreement: typeof label === 'string' && label.trim() !== '' };
    },

    jewelerByStoreUuid: (storeUuid) =>
      remember(`jeweler:${storeUuid}`, async () => {
        const { stories } = await client.getStories({
          version: 'published',
          content_type: JEWELER_COMPONENT,
          filter_query: { crmUuid: { in: storeUuid } },
          per_page: 1,
        });
        // `in` splits on commas; only the exact crmUuid counts.
        const story = stories.find((s) => s.content.crmUuid === storeUuid);
        if (!story) return null;
        const { email, country } = story.content;
        return {
          uuid: story.uuid,
          slug: story.slug,
          email: typeof email === 'string' && email.trim() ? email.trim() : null,
          country: typeof country === 'string' ? country.toUpperCase() : null,
        };
      }),

    newsletterConfirmPath: (locale) =>
      remember(`newsletter:${locale}`, async () => {
        const found = await client.getStory(NEWSLETTER_CONFIRM_PAGE_PATH, {
          version: 'published',
          language: locale,
        });
        if (!found) return NEWSLETTER_CONFIRM_PAGE_PATH;
        if (locale === DEFAULT_LOCALE) return found.story.full_slug;
        return (
          found.story.translated_slugs.find((t) => t.lang === locale)?.path ?? found.story.full_slug
        );
      }),
  };
}

// One reader (and cache) per database: tests run several apps in one process.
const readers = new WeakMap<Db, FormsContent>();

/** The forms' content reader of the app on `db`. */
export function formsContent(db: Db): FormsContent {
  let reader = readers.get(db);
  if (!reader) {
    reader = createFormsContent(
      createContentClient({ baseUrl: IN_PROCESS_ORIGIN, fetch: createInProcessCdnFetch(db) }),
    );
    readers.set(db, reader);
  }
  return reader;
}

/** Ours: a jeweler's notification is written in their country's language, else in English. */
const COUNTRY_LOCALES: Record<string, Locale> = {
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
  JP: 'ja',
  KR: 'ko',
  CN: 'zh-hans',
};

export function jewelerLocale(country: string | null): Locale {
  return (country && COUNTRY_LOCALES[country]) || 'en';
}
