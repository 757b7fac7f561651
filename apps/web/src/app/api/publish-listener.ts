import { revalidateTag } from 'next/cache';
import { onPublish } from '@maison/api';
import { CMS_CACHE_TAG } from '@maison/domain';
import { countPublish } from '@/features/content/publish-count';

// A publish through the in-process API expires every page rendered from content at once.
const REGISTERED = Symbol.for('maison.web.publishListener');
const holder = globalThis as { [REGISTERED]?: true };
if (!holder[REGISTERED]) {
  holder[REGISTERED] = true;
  onPublish(() => {
    revalidateTag(CMS_CACHE_TAG, { expire: 0 });
    countPublish();
  });
}
