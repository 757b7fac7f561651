'use client';

import dynamic from 'next/dynamic';
import { FormPlaceholder } from '@/features/forms/FormPlaceholder';
import { whenNearViewport } from '@/features/forms/whenNearViewport';

export const NewsletterConfirmationLazy = whenNearViewport(
  dynamic(() => import('./NewsletterConfirmation').then((m) => m.NewsletterConfirmation), {
    ssr: false,
    loading: () => <FormPlaceholder compact />,
  }),
  <FormPlaceholder compact />,
);
