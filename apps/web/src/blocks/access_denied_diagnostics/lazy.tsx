'use client';

import dynamic from 'next/dynamic';
import { FormPlaceholder } from '@/features/forms/FormPlaceholder';

export const AccessDeniedDiagnosticsLazy = dynamic(
  () => import('./AccessDeniedDiagnostics').then((m) => m.AccessDeniedDiagnostics),
  { ssr: false, loading: () => <FormPlaceholder /> },
);
