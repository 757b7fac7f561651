import { formProps } from '../_shared/formBlock';
import { FormIntl } from '@/features/forms/FormIntl';
import type { BlockProps } from '../_shared/types';
import { AccessDeniedDiagnosticsLazy } from './lazy';
import type { AccessDeniedDiagnosticsBlock as Block } from './schema';

export function AccessDeniedDiagnosticsBlock({ block, ctx }: BlockProps<Block>) {
  return (
    <FormIntl locale={ctx.locale}>
      <AccessDeniedDiagnosticsLazy {...formProps(block, ctx)} />
    </FormIntl>
  );
}
