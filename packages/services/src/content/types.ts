/**
 * The content port: Storyblok's Content Delivery API v2 shapes (docs/content-model.md). The
 * embedded service (local/) and the Storyblok adapter (storyblok/) both answer these.
 */

export type ContentVersion = 'published' | 'draft';

/** A block or root content: `component` and `_uid` plus the component's fields. */
export interface StoryContent {
  component: string;
  _uid: string;
  [field: string]: unknown;
}

export interface TranslatedSlug {
  /** The story's path in that language, without the language prefix. */
  path: string;
  name: string | null;
  lang: string;
  published: boolean | null;
}

/** Folder-level-translation alternates (Storyblok's group_id); always empty here. */
export interface StoryAlternate {
  id: number;
  name: string;
  slug: string;
  published: boolean;
  full_slug: string;
  is_folder: boolean;
  parent_id: number | null;
}

export interface Story<Content extends StoryContent = StoryContent> {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  /** The default-language (German) path, in every language. */
  full_slug: string;
  default_full_slug: string | null;
  content: Content;
  created_at: string;
  published_at: string | null;
  first_published_at: string | null;
  updated_at: string;
  /** `default` for the default language, else the requested language code. */
  lang: string;
  translated_slugs: TranslatedSlug[];
  alternates: StoryAlternate[];
  position: number;
  is_startpage: boolean;
  parent_id: number | null;
  group_id: string;
  tag_list: string[];
  sort_by_date: string | null;
}

export interface StoriesBody {
  stories: Story[];
  cv: number;
  rels: Story[];
  links: unknown[];
}

/** The body plus the `total` and `per-page` headers. */
export interface StoriesResult extends StoriesBody {
  total: number;
  perPage: number;
}

export interface StoryBody {
  story: Story;
  cv: number;
  rels: Story[];
  links: unknown[];
}

/** One language version of a link (field-level translation with translated slugs). */
export interface LinkAlternate {
  path: string;
  name: string | null;
  lang: string;
  published: boolean | null;
  translated_slug: string;
}

export interface Link {
  id: number;
  uuid: string;
  /** The default-language full slug. */
  slug: string;
  path: string | null;
  real_path: string;
  name: string;
  is_folder: boolean;
  published: boolean;
  is_startpage: boolean;
  position: number;
  parent_id: number | null;
  published_at: string | null;
  created_at: string;
  updated_at: string;
  alternates: LinkAlternate[];
}

export interface LinksBody {
  links: Record<string, Link>;
}

export interface DatasourceEntry {
  id: number;
  name: string;
  value: string;
  dimension_value: string | null;
}

export interface DatasourceEntriesResult {
  datasource_entries: DatasourceEntry[];
  total: number;
  perPage: number;
}

/** filter_query as Storyblok nests it: field → operation → value, plus `__or` alternatives. */
export type FilterQuery = Record<string, Record<string, string> | FilterQuery[]>;

interface VersionParams {
  version?: ContentVersion;
  /** Language code; `de` or absent is the default language. */
  language?: string;
  cv?: number;
}

export interface StoriesParams extends VersionParams {
  starts_with?: string;
  /** Comma-separated full slugs; `*` is a wildcard (`schmuck/*`). */
  by_slugs?: string;
  excluding_slugs?: string;
  by_uuids?: string;
  content_type?: string;
  with_tag?: string;
  is_startpage?: boolean;
  filter_query?: FilterQuery;
  /** `<field>:asc|desc[:int|float]`, field a story property or `content.<field>`. */
  sort_by?: string;
  page?: number;
  /** At most 100 (CMS_PER_PAGE_MAX), default 25. */
  per_page?: number;
  /** Comma-separated `component.field` names. */
  resolve_relations?: string;
}

export interface StoryParams extends VersionParams {
  resolve_relations?: string;
}

export interface LinksParams extends VersionParams {
  starts_with?: string;
}

export interface DatasourceEntriesParams {
  datasource: string;
  dimension?: string;
  page?: number;
  per_page?: number;
  cv?: number;
}

export interface ContentDeliveryClient {
  getStories(params?: StoriesParams): Promise<StoriesResult>;
  /** The story, or null when there is none at that full slug (404). */
  getStory(fullSlug: string, params?: StoryParams): Promise<StoryBody | null>;
  getLinks(params?: LinksParams): Promise<LinksBody>;
  getDatasourceEntries(params: DatasourceEntriesParams): Promise<DatasourceEntriesResult>;
}

export type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** A failed content call other than a story's 404. */
export class ContentServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ContentServiceError';
  }
}
