'use client';

import dynamic from 'next/dynamic';
import { FormPlaceholder } from '@/features/forms/FormPlaceholder';

/** The wizard's client code loads only on pages that show it; its state is in the URL. */
export const WizardLazy = dynamic(() => import('./Wizard').then((m) => m.Wizard), {
  ssr: false,
  loading: () => <FormPlaceholder />,
});
