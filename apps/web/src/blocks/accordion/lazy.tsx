'use client';

import dynamic from 'next/dynamic';

/** The accordion (Radix) in its own chunk, loaded only where the block is on the page (0014). */
export const AccordionLazy = dynamic(() => import('@/ui/Accordion').then((m) => m.Accordion));
