'use client';

import dynamic from 'next/dynamic';
import { FormPlaceholder } from '@/features/forms/FormPlaceholder';
import { whenNearViewport } from '@/features/forms/whenNearViewport';

export const NewsletterFormLazy = whenNearViewport(
  dynamic(() => import('./NewsletterForm').then((m) => m.NewsletterForm), {
    ssr: false,
    loading: () => <FormPlaceholder />,
  }),
  <FormPlaceholder />,
);
