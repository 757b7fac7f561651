import { z } from 'zod';
import { assetSchema, blockBase, optionalText } from '../_shared/types';

export const downloadItemSchema = blockBase.extend({
  component: z.literal('download_item'),
  title: z.string().min(1),
  description: optionalText,
  file: assetSchema,
  fileName: optionalText,
});
export type DownloadItemBlock = z.infer<typeof downloadItemSchema>;
