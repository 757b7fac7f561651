'use client';

import dynamic from 'next/dynamic';
import { FormPlaceholder } from '@/features/forms/FormPlaceholder';

export const NewsletterFormLazy = dynamic(
  () => import('./NewsletterForm').then((m) => m.NewsletterForm),
  { ssr: false, loading: () => <FormPlaceholder /> },
);
