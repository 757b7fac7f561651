import { and, cms_stories, eq, isNotNull, sql, type CmsLocaleMap, type Db } from '@maison/db';
import {
  DEFAULT_LOCALE,
  NEWSLETTER_CONFIRM_PAGE_PATH,
  WEEKDAYS,
  isCalendarDay,
  type EventDateWindow,
  type Locale,
  type Weekday,
} from '@maison/domain';
import { ContentStore } from '@maison/services/content/local/store';

/** What the forms read from the published content: form blocks, jeweler stories, page paths. */

/** docs/forms.md: the museum form's content component. */
export const MUSEUM_FORM_COMPONENT = 'museum_form';
const JEWELER_COMPONENT = 'jeweler';

/** Finds the first block (anything with a `component`) in a content tree matching `test`. */
function findBlock(
  node: unknown,
  test: (block: Record<string, unknown>) => boolean,
): Record<string, unknown> | null {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findBlock(item, test);
      if (found) return found;
    }
    return null;
  }
  if (typeof node !== 'object' || node === null) return null;
  const record = node as Record<string, unknown>;
  if (typeof record.component === 'string' && test(record)) return record;
  for (const value of Object.values(record)) {
    const found = findBlock(value, test);
    if (found) return found;
  }
  return null;
}

const day = (value: unknown): string | null =>
  typeof value === 'string' && isCalendarDay(value) ? value : null;

/**
 * The booking window of the published `museum_form` block `componentUid` in story `storyUuid`
 * (block uids are the same in every language; the form's language is read first), or null when
 * the story is unpublished or holds no such block. Malformed dates leave that side open.
 */
export async function museumWindow(
  db: Db,
  storyUuid: string,
  componentUid: string,
  locale: Locale,
): Promise<EventDateWindow | null> {
  const [row] = await db
    .select({ published: cms_stories.published })
    .from(cms_stories)
    .where(and(eq(cms_stories.uuid, storyUuid), isNotNull(cms_stories.published)));
  const published: CmsLocaleMap | null | undefined = row?.published;
  if (!published) return null;
  for (const version of [published[locale], published[DEFAULT_LOCALE]]) {
    const block = findBlock(
      version?.content,
      (b) => b.component === MUSEUM_FORM_COMPONENT && b._uid === componentUid,
    );
    if (!block) continue;
    const excluded = Array.isArray(block.excludedWeekdays) ? block.excludedWeekdays : [];
    return {
      startDate: day(block.startDate),
      endDate: day(block.endDate),
      excludedWeekdays: excluded
        .map((w) => (typeof w === 'string' ? w.trim().toLowerCase() : ''))
        .filter((w): w is Weekday => (WEEKDAYS as readonly string[]).includes(w)),
    };
  }
  return null;
}

export interface JewelerContact {
  uuid: string;
  slug: string;
  email: string | null;
  country: string | null;
}

/** 000 §3, 001 §3: the published jeweler story whose `crmUuid` is the form's `store_uuid`. */
export async function jewelerByStoreUuid(
  db: Db,
  storeUuid: string,
): Promise<JewelerContact | null> {
  const [row] = await db
    .select({
      uuid: cms_stories.uuid,
      slug: cms_stories.slug,
      published: cms_stories.published,
    })
    .from(cms_stories)
    .where(
      and(
        eq(cms_stories.component, JEWELER_COMPONENT),
        isNotNull(cms_stories.published),
        sql`(${cms_stories.published} -> ${sql.raw(`'${DEFAULT_LOCALE}'`)} -> 'content' ->> 'crmUuid') = ${storeUuid}`,
      ),
    )
    .limit(1);
  if (!row) return null;
  const content = row.published?.[DEFAULT_LOCALE]?.content ?? {};
  const email = typeof content.email === 'string' && content.email.trim() ? content.email : null;
  const country = typeof content.country === 'string' ? content.country.toUpperCase() : null;
  return { uuid: row.uuid, slug: row.slug, email: email?.trim() ?? null, country };
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

/**
 * The newsletter confirmation page's path in `locale` (translated folder and story slugs,
 * without the locale prefix); the German path while the story is not published.
 */
export async function newsletterConfirmPath(db: Db, locale: Locale): Promise<string> {
  const found = await new ContentStore(db).getStory(NEWSLETTER_CONFIRM_PAGE_PATH, {
    language: locale,
  });
  if (!found) return NEWSLETTER_CONFIRM_PAGE_PATH;
  if (locale === DEFAULT_LOCALE) return found.story.full_slug;
  return found.story.translated_slugs.find((t) => t.lang === locale)?.path ?? found.story.full_slug;
}
