import { formProps } from '../_shared/formBlock';
import { FormIntl } from '@/features/forms/FormIntl';
import type { BlockProps } from '../_shared/types';
import { RegistrationFormLazy } from './lazy';
import type { RegistrationFormBlock as Block } from './schema';

/** 000 §2: the sign-up block; its form's code loads only on pages that have one. */
export function RegistrationFormBlock({ block, ctx }: BlockProps<Block>) {
  return (
    <FormIntl locale={ctx.locale}>
      <RegistrationFormLazy {...formProps(block, ctx)} />
    </FormIntl>
  );
}
