import { z } from 'zod';
import { formBlockFields } from '../_shared/formBlock';
import { blockBase } from '../_shared/types';

/** 001 §2: the diagnostics of the /error-access-denied page. */
export const accessDeniedDiagnosticsSchema = blockBase.extend({
  component: z.literal('access_denied_diagnostics'),
  ...formBlockFields,
});
export type AccessDeniedDiagnosticsBlock = z.infer<typeof accessDeniedDiagnosticsSchema>;
