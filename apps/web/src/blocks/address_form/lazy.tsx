'use client';

import dynamic from 'next/dynamic';
import { FormPlaceholder } from '@/features/forms/FormPlaceholder';

export const AddressFormLazy = dynamic(() => import('./AddressForm').then((m) => m.AddressForm), {
  ssr: false,
  loading: () => <FormPlaceholder />,
});
