import type { ReactNode } from 'react';
import { z } from 'zod';
import type { Locale } from '@maison/domain/constants';
import type { LinkResolver } from '@/features/content/links';
import type { Block } from '@/features/content/types';

export type Channel = 'default' | 'microsite';

/** What every block sees of the page it is on. */
export interface BlockContext {
  locale: Locale;
  channel: Channel;
  links: LinkResolver;
  /** The story's uuid (forms send it as storyblok_story_uuid). */
  storyUuid?: string;
  /** The jeweler slug on a microsite. */
  microsite?: string | null;
  /**
   * The jeweler story of the microsite or of the jeweler's page (000 §3): forms send its CRM id
   * as `store_uuid`, and on a microsite its uuid in `metadata` (docs/forms.md).
   */
  jeweler?: MicrositeJeweler | null;
  /**
   * The uid of the block holding the page's LCP image (leadImageUid): only that block loads its
   * image at once and with high priority; every other image loads lazily.
   */
  leadImageUid?: string | null;
  /** The uid of the popup_form_modal around the block: its form marks the popup as sent. */
  popupUid?: string | null;
  /** Renders nested blocks (sections, popups) with the same context, or with some overrides. */
  render: (
    blocks: readonly Block[] | null | undefined,
    overrides?: Partial<Omit<BlockContext, 'render'>>,
  ) => ReactNode;
}

/** The jeweler a microsite belongs to. */
export interface MicrositeJeweler {
  storyUuid: string;
  crmUuid: string | null;
}

export interface BlockProps<T> {
  block: T;
  ctx: BlockContext;
}

export interface BlockDefinition<S extends z.ZodType = z.ZodType> {
  schema: S;
  Component: (props: BlockProps<z.infer<S>>) => ReactNode | Promise<ReactNode>;
}

/** Ties a component's props to its schema's output type. */
export function defineBlock<S extends z.ZodType>(
  schema: S,
  Component: (props: BlockProps<z.infer<S>>) => ReactNode | Promise<ReactNode>,
): BlockDefinition<S> {
  return { schema, Component };
}

const optionalText = z.string().nullish();

export const assetSchema = z
  .object({
    id: z.number().nullish(),
    filename: z.string().nullish(),
    alt: optionalText,
    title: optionalText,
    name: optionalText,
  })
  .nullish();
export type AssetField = z.infer<typeof assetSchema>;

export const linkSchema = z
  .object({
    linktype: z.enum(['story', 'url', 'asset', 'email']).nullish(),
    id: optionalText,
    url: optionalText,
    cached_url: optionalText,
    anchor: optionalText,
    email: optionalText,
    story: z
      .object({
        full_slug: z.string().optional(),
        translated_slugs: z.array(z.object({ path: z.string(), lang: z.string() })).nullish(),
      })
      .nullish(),
  })
  .nullish();

export const richTextSchema = z
  .object({ type: z.string(), content: z.array(z.any()).optional() })
  .nullish();

export const nestedBlocksSchema = z
  .array(z.looseObject({ _uid: z.string(), component: z.string() }))
  .nullish();

/** Fields every block has (docs/content-model.md). */
export const blockBase = z.object({
  _uid: z.string(),
  component: z.string(),
  channel: z.enum(['all', 'default', 'microsite', '']).nullish(),
  devices: z.array(z.enum(['mobile', 'tablet', 'desktop'])).nullish(),
});

export { optionalText };
