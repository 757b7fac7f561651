import { describeFuzz } from './fuzz';

/**
 * The fuzzer (fuzz.ts) on the forms, the content staff route and the Storyblok CDN routes; this
 * file has its own fixture.
 */
describeFuzz('content');
