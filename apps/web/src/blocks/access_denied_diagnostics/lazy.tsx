'use client';

import dynamic from 'next/dynamic';
import { FormPlaceholder } from '@/features/forms/FormPlaceholder';
import { whenNearViewport } from '@/features/forms/whenNearViewport';

export const AccessDeniedDiagnosticsLazy = whenNearViewport(
  dynamic(() => import('./AccessDeniedDiagnostics').then((m) => m.AccessDeniedDiagnostics), {
    ssr: false,
    loading: () => <FormPlaceholder />,
  }),
  <FormPlaceholder />,
);
