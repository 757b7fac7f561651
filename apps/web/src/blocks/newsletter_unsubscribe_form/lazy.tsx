'use client';

import dynamic from 'next/dynamic';
import { FormPlaceholder } from '@/features/forms/FormPlaceholder';
import { whenNearViewport } from '@/features/forms/whenNearViewport';

export const NewsletterUnsubscribeFormLazy = whenNearViewport(
  dynamic(() => import('./NewsletterUnsubscribeForm').then((m) => m.NewsletterUnsubscribeForm), {
    ssr: false,
    loading: () => <FormPlaceholder compact />,
  }),
  <FormPlaceholder compact />,
);
