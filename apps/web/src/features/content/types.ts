import type {
  ContentDeliveryClient,
  Link,
  Story as PortStory,
  StoryContent,
} from '@maison/api/content-client';

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

/** A story as the content port answers it, its content typed by the block that reads it. */
export type Story<C = Record<string, unknown>> = PortStory<StoryContent & C>;

/** One entry of the links endpoint (`cdn/links`), keyed by uuid. */
export type LinkEntry = Link;

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
