'use client';

import dynamic from 'next/dynamic';
import { FormPlaceholder } from '@/features/forms/FormPlaceholder';
import { whenNearViewport } from '@/features/forms/whenNearViewport';

export const AddressFormLazy = whenNearViewport(
  dynamic(() => import('./AddressForm').then((m) => m.AddressForm), {
    ssr: false,
    loading: () => <FormPlaceholder />,
  }),
  <FormPlaceholder />,
);
