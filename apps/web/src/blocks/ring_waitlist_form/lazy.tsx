'use client';

import dynamic from 'next/dynamic';
import { FormPlaceholder } from '@/features/forms/FormPlaceholder';

export const RingWaitlistFormLazy = dynamic(
  () => import('./RingWaitlistForm').then((m) => m.RingWaitlistForm),
  { ssr: false, loading: () => <FormPlaceholder /> },
);
