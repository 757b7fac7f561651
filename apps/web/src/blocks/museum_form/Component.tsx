import { formProps } from '../_shared/formBlock';
import { FormIntl } from '@/features/forms/FormIntl';
import type { BlockProps } from '../_shared/types';
import { eventWindow } from './dates';
import { MuseumFormLazy } from './lazy';
import type { MuseumFormBlock as Block } from './schema';

export function MuseumFormBlock({ block, ctx }: BlockProps<Block>) {
  return (
    <FormIntl locale={ctx.locale}>
      <MuseumFormLazy
        {...formProps(block, ctx)}
        dates={eventWindow(block)}
        offerTour={block.offerTour === true}
      />
    </FormIntl>
  );
}
