'use client';

import dynamic from 'next/dynamic';
import { FormPlaceholder } from '@/features/forms/FormPlaceholder';
import { whenNearViewport } from '@/features/forms/whenNearViewport';

export const RegistrationFormLazy = whenNearViewport(
  dynamic(() => import('./RegistrationForm').then((m) => m.RegistrationForm), {
    ssr: false,
    loading: () => <FormPlaceholder compact />,
  }),
  <FormPlaceholder compact />,
);
