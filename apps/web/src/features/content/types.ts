import type { ContentDeliveryClient } from '@maison/api/content-client';

/** Storyblok CDA v2 shapes as the content service answers them (docs/content-model.md). */

export interface Asset {
  id?: number | null;
  filename: string;
  alt?: string | null;
  title?: string | null;
  focus?: string | null;
  name?: string | null;
}

export interface StoryLink {
  linktype?: 'story' | 'url' | 'asset' | 'email' | null;
  id?: string | null;
  url?: string | null;
  cached_url?: string | null;
  anchor?: string | null;
  email?: string | null;
  story?: { full_slug?: string; translated_slugs?: { path: string; lang: string }[] | null } | null;
}

export interface Block {
  _uid: string;
  component: string;
  channel?: 'all' | 'default' | 'microsite' | '' | null;
  devices?: string[] | null;
  [field: string]: unknown;
}

interface TranslatedSlug {
  path: string;
  name?: string | null;
  lang: string;
  published?: boolean | null;
}

export interface Story<C = Record<string, unknown>> {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  lang?: string;
  default_full_slug?: string | null;
  translated_slugs?: TranslatedSlug[] | null;
  published_at?: string | null;
  first_published_at?: string | null;
  created_at?: string | null;
  is_startpage?: boolean;
  content: C & { _uid?: string; component: string };
}

/** One entry of the links endpoint (`cdn/links`), keyed by uuid. */
export interface LinkEntry {
  id: number;
  uuid: string;
  slug: string;
  name?: string;
  is_folder?: boolean;
  published?: boolean;
  is_startpage?: boolean;
  published_at?: string | null;
  alternates?: { path: string; lang: string; name?: string | null; published?: boolean | null }[];
}

export type LinksMap = Record<string, LinkEntry>;

export interface RichTextNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: RichTextNode[];
}

/** The part of the content service's client (the content port, through @maison/api/content-client) the web reads. */
export type ContentReader = Pick<
  ContentDeliveryClient,
  'getStories' | 'getStory' | 'getLinks' | 'getDatasourceEntries'
>;
