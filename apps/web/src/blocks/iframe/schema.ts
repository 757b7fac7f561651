import { z } from 'zod';
import { blockBase } from '../_shared/types';

const dimension = z.coerce.number().positive();

export const iframeSchema = blockBase.extend({
  component: z.literal('iframe'),
  // An http(s) URL or a path on this site; no javascript: or protocol-relative sources.
  src: z.union([z.url({ protocol: /^https?$/ }), z.string().regex(/^\/(?!\/)/)]),
  // An iframe without a title is unreadable to screen readers: the block refuses it.
  title: z.string().trim().min(1),
  width: dimension.nullish(),
  height: dimension.nullish(),
});
export type IframeBlockData = z.infer<typeof iframeSchema>;
