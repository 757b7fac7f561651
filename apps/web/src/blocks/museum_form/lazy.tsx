'use client';

import dynamic from 'next/dynamic';
import { FormPlaceholder } from '@/features/forms/FormPlaceholder';

export const MuseumFormLazy = dynamic(() => import('./MuseumForm').then((m) => m.MuseumForm), {
  ssr: false,
  loading: () => <FormPlaceholder />,
});
