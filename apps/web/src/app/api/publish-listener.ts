import { onPublish } from '@maison/api';
import { expireContent } from '@/features/content/expire';

// A change through the in-process API expires exactly the cached pages it touched.
const REGISTERED = Symbol.for('maison.web.publishListener');
const holder = globalThis as { [REGISTERED]?: true };
if (!holder[REGISTERED]) {
  holder[REGISTERED] = true;
  onPublish((event) => {
    expireContent(event);
  });
}
