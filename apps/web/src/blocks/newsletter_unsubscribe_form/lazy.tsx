'use client';

import dynamic from 'next/dynamic';
import { FormPlaceholder } from '@/features/forms/FormPlaceholder';

export const NewsletterUnsubscribeFormLazy = dynamic(
  () => import('./NewsletterUnsubscribeForm').then((m) => m.NewsletterUnsubscribeForm),
  { ssr: false, loading: () => <FormPlaceholder compact /> },
);
