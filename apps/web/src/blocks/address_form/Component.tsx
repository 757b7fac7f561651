import { getDatasourceOptions } from '@/features/content/api';
import { formProps } from '../_shared/formBlock';
import { FormIntl } from '@/features/forms/FormIntl';
import type { BlockProps } from '../_shared/types';
import { AddressFormLazy } from './lazy';
import type { AddressFormBlock as Block } from './schema';

/** The content service's country list (001 §7, 000 §3). */
const COUNTRIES_DATASOURCE = 'countries';

export async function AddressFormBlock({ block, ctx }: BlockProps<Block>) {
  const countries = [...(await getDatasourceOptions(COUNTRIES_DATASOURCE, ctx.locale))].sort(
    (a, b) => a.label.localeCompare(b.label, ctx.locale),
  );
  return (
    <FormIntl locale={ctx.locale}>
      <AddressFormLazy {...formProps(block, ctx)} countries={countries} />
    </FormIntl>
  );
}
