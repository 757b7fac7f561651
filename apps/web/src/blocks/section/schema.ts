import { z } from 'zod';
import { blockBase, nestedBlocksSchema, optionalText } from '../_shared/types';

export const sectionSchema = blockBase.extend({
  component: z.literal('section'),
  anchor: optionalText,
  headline: optionalText,
  body: nestedBlocksSchema,
});
export type SectionBlock = z.infer<typeof sectionSchema>;

/** An anchor usable as an element id: lower case, no spaces or hashes. */
export function anchorId(anchor: string | null | undefined): string | undefined {
  const id = anchor?.trim().replace(/^#/, '').replace(/\s+/g, '-').toLowerCase();
  return id || undefined;
}
