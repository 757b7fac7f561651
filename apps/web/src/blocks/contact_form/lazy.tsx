'use client';

import dynamic from 'next/dynamic';
import { FormPlaceholder } from '@/features/forms/FormPlaceholder';
import { whenNearViewport } from '@/features/forms/whenNearViewport';

export const ContactFormLazy = whenNearViewport(
  dynamic(() => import('./ContactForm').then((m) => m.ContactForm), {
    ssr: false,
    loading: () => <FormPlaceholder />,
  }),
  <FormPlaceholder />,
);
