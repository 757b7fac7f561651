'use client';

import dynamic from 'next/dynamic';
import { FormPlaceholder } from '@/features/forms/FormPlaceholder';

/**
 * Loaded at once, not when it nears the screen as the other forms: the page exists for these
 * diagnostics, and access_denied (001 §2, 002 §2) must be reported when the page shows, also
 * when a small screen puts the block below the fold.
 */
export const AccessDeniedDiagnosticsLazy = dynamic(
  () => import('./AccessDeniedDiagnostics').then((m) => m.AccessDeniedDiagnostics),
  { ssr: false, loading: () => <FormPlaceholder /> },
);
