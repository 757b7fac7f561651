import { DEFAULT_LOCALE, type Locale } from '@maison/domain/constants';
import { isJewelerType, type JewelerType } from '@maison/domain/jewelers/results';
import { allStories, type ContentDeliveryClient, type Story } from '@maison/services/content/index';

interface JewelerAsset {
  id: number | null;
  filename: string;
  alt: string;
}

/** A jeweler result of 000 §3 before the visitor's distance is known. */
interface JewelerEntry {
  uuid: string;
  type: JewelerType;
  name: string;
  address: string;
  zip: string;
  city: string;
  country: string;
  /** The story's path in the locale, without the locale prefix. */
  slug: string;
  imageMain: JewelerAsset | null;
  latitude: number | null;
  longitude: number | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Content editors may type a coordinate as text ("47.37"); anything else is no position. */
function coordinate(value: unknown, limit: number): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return value !== '' && Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

function asset(value: unknown): JewelerAsset | null {
  if (typeof value !== 'object' || value === null) return null;
  const a = value as Record<string, unknown>;
  if (!text(a.filename)) return null;
  return {
    id: typeof a.id === 'number' ? a.id : null,
    filename: text(a.filename),
    alt: text(a.alt),
  };
}

function localePath(story: Story, locale: Locale): string {
  const path =
    locale === DEFAULT_LOCALE
      ? story.full_slug
      : (story.translated_slugs.find((t) => t.lang === locale)?.path ?? story.full_slug);
  return path.replace(/\/+$/, '');
}

/** A jeweler story as its result; null for a story that is no jeweler of a known type. */
function jewelerFromStory(story: Story, locale: Locale): JewelerEntry | null {
  const c = story.content;
  if (c.component !== 'jeweler' || !isJewelerType(c.type)) return null;
  return {
    uuid: story.uuid,
    type: c.type,
    name: text(c.name) || story.name,
    address: text(c.address),
    zip: text(c.zip),
    city: text(c.city),
    country: text(c.country),
    slug: localePath(story, locale),
    imageMain: asset(c.imageMain),
    latitude: coordinate(c.latitude, 90),
    longitude: coordinate(c.longitude, 180),
  };
}

/**
 * The published jewelers of each locale, read through the content port (`allStories`) on a
 * locale's first request and kept until content changes (issue 17).
 */
export interface JewelerDirectory {
  list(locale: Locale): Promise<JewelerEntry[]>;
  /** Forgets every locale's list: after a publish, unpublish or delete. */
  invalidate(): void;
}

export function createJewelerDirectory(content: () => ContentDeliveryClient): JewelerDirectory {
  const lists = new Map<Locale, Promise<JewelerEntry[]>>();
  let generation = 0;

  async function read(locale: Locale): Promise<JewelerEntry[]> {
    const stories = await allStories(content(), 'jeweler', locale);
    return stories.flatMap((story) => jewelerFromStory(story, locale) ?? []);
  }

  return {
    list(locale) {
      const cached = lists.get(locale);
      if (cached) return cached;
      const started = generation;
      const reading = read(locale).catch((error: unknown) => {
        // A failed read (content service down) is tried again by the next request.
        lists.delete(locale);
        throw error;
      });
      lists.set(locale, reading);
      // A change during the read may have been missed: the next request reads again.
      void reading.then(
        () => {
          if (generation !== started && lists.get(locale) === reading) lists.delete(locale);
        },
        () => undefined,
      );
      return reading;
    },
    invalidate() {
      generation++;
      lists.clear();
    },
  };
}
