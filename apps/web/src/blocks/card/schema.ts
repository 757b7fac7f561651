import { z } from 'zod';
import { assetSchema, blockBase, linkSchema, optionalText } from '../_shared/types';

export const cardSchema = blockBase.extend({
  component: z.literal('card'),
  headline: optionalText,
  text: optionalText,
  link: linkSchema,
  linkCaption: optionalText,
  imageDesktop: assetSchema,
  imageMobile: assetSchema,
  videoDesktop: assetSchema,
  videoMobile: assetSchema,
});
export type CardBlock = z.infer<typeof cardSchema>;
