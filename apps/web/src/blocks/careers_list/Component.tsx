import { CareersListSection } from '@/features/careers/CareersListSection';
import type { BlockProps } from '../_shared/types';
import type { CareersListBlockData } from './schema';

/** 001 §2: the careers list; positions come from the jobs feed through the API. */
export function CareersListBlock({ block, ctx }: BlockProps<CareersListBlockData>) {
  return (
    <CareersListSection
      locale={ctx.locale}
      headline={block.headline ?? null}
      text={block.text ?? null}
    />
  );
}
