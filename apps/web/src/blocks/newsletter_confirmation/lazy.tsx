'use client';

import dynamic from 'next/dynamic';
import { FormPlaceholder } from '@/features/forms/FormPlaceholder';

export const NewsletterConfirmationLazy = dynamic(
  () => import('./NewsletterConfirmation').then((m) => m.NewsletterConfirmation),
  { ssr: false, loading: () => <FormPlaceholder compact /> },
);
