'use client';

import dynamic from 'next/dynamic';
import { FormPlaceholder } from '@/features/forms/FormPlaceholder';

export const RegistrationFormLazy = dynamic(
  () => import('./RegistrationForm').then((m) => m.RegistrationForm),
  { ssr: false, loading: () => <FormPlaceholder compact /> },
);
