import { formProps } from '../_shared/formBlock';
import { FormIntl } from '@/features/forms/FormIntl';
import type { BlockProps } from '../_shared/types';
import { AppointmentFormLazy } from './lazy';
import type { AppointmentFormBlock as Block } from './schema';

export function AppointmentFormBlock({ block, ctx }: BlockProps<Block>) {
  return (
    <FormIntl locale={ctx.locale}>
      <AppointmentFormLazy {...formProps(block, ctx)} />
    </FormIntl>
  );
}
