'use client';

import dynamic from 'next/dynamic';
import { FormPlaceholder } from '@/features/forms/FormPlaceholder';

export const AppointmentFormLazy = dynamic(
  () => import('./AppointmentForm').then((m) => m.AppointmentForm),
  { ssr: false, loading: () => <FormPlaceholder /> },
);
