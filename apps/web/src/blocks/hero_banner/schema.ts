import { z } from 'zod';
import { assetSchema, blockBase, linkSchema, optionalText } from '../_shared/types';

export const heroBannerSchema = blockBase.extend({
  component: z.literal('hero_banner'),
  headline: optionalText,
  subline: optionalText,
  imageDesktop: assetSchema,
  imageMobile: assetSchema,
  videoDesktop: assetSchema,
  videoMobile: assetSchema,
  overlayColor: optionalText,
  overlayOpacity: z.coerce.number().min(0).max(100).nullish(),
  variant: z.enum(['default', 'microsite', '']).nullish(),
  link: linkSchema,
  linkCaption: optionalText,
});
export type HeroBannerBlock = z.infer<typeof heroBannerSchema>;
