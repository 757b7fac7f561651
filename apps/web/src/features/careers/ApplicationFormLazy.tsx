'use client';

import dynamic from 'next/dynamic';
import { FormPlaceholder } from '@/features/forms/FormPlaceholder';

/** The application form renders in the browser only (decision 0012), loaded with the page. */
export const ApplicationFormLazy = dynamic(
  () => import('./ApplicationForm').then((m) => m.ApplicationForm),
  { ssr: false, loading: () => <FormPlaceholder /> },
);
