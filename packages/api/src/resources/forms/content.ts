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
const JEWELER_COMPONENT = 'jeweler';
// Origin of in-process requests; nothing listens there, createInProcessCdnFetch answers them.
const IN_PROCESS_ORIGIN = 'http://api.internal';

/** Every block (anything with a `component`) of `component` in a content tree. */
function collectBlocks(
  node: unknown,
  component: string,
  found: Record<string, unknown>[] = [],
): Record<string, unknown>[] {
  if (Array.isArray(node)) {
    for (const item of node) collectBlocks(item, component, found);
    return found;
  }
  if (typeof node !== 'object' || node === null) return found;
  const record = node as Record<string, unknown>;
  if (record.component === component) found.push(record);
  for (const value of Object.values(record)) collectBlocks(value, component, found);
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

  /** The windows of every museum block of a story in one language, by block uid. */
  const museumWindows = (storyUuid: string, language: Locale) =>
    remember(`museum:${language}:${storyUuid}`, async () => {
      const { stories } = await client.getStories({
        version: 'published',
        by_uuids: storyUuid,
        language,
        per_page: 1,
      });
      const story = stories.find((s) => s.uuid === storyUuid);
      if (!story) return null;
      const windows = new Map<string, EventDateWindow>();
      for (const block of collectBlocks(story.content, MUSEUM_FORM_COMPONENT)) {
        if (typeof block._uid === 'string') windows.set(block._uid, windowOf(block));
      }
      return windows;
    });

  return {
    async museumWindow(storyUuid, componentUid, locale) {
      for (const language of new Set([locale, DEFAULT_LOCALE])) {
        const windows = await museumWindows(storyUuid, language);
        if (!windows) return null;
        const found = windows.get(componentUid);
        if (found) return found;
      }
      return null;
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
