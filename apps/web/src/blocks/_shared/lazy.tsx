'use client';

import dynamic from 'next/dynamic';

/**
 * The Embla slider in its own chunk, so only pages that show a slider load Embla. It still
 * renders on the server; the chunk is preloaded from the HTML (docs/decisions/0014).
 */
export const SliderLazy = dynamic(() => import('./Slider').then((m) => m.Slider));
