'use client';

import dynamic from 'next/dynamic';
import { FormPlaceholder } from '@/features/forms/FormPlaceholder';
import { whenNearViewport } from '@/features/forms/whenNearViewport';

export const AppointmentFormLazy = whenNearViewport(
  dynamic(() => import('./AppointmentForm').then((m) => m.AppointmentForm), {
    ssr: false,
    loading: () => <FormPlaceholder />,
  }),
  <FormPlaceholder />,
);
