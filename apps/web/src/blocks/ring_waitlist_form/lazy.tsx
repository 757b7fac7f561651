'use client';

import dynamic from 'next/dynamic';
import { FormPlaceholder } from '@/features/forms/FormPlaceholder';
import { whenNearViewport } from '@/features/forms/whenNearViewport';

export const RingWaitlistFormLazy = whenNearViewport(
  dynamic(() => import('./RingWaitlistForm').then((m) => m.RingWaitlistForm), {
    ssr: false,
    loading: () => <FormPlaceholder />,
  }),
  <FormPlaceholder />,
);
