import type { Block } from '@/features/content/types';
import type { BlockProps } from '../_shared/types';
import { PopupModalLazy as PopupModal } from './lazy';
import type { PopupFormModalBlock } from './schema';

/** 001 §4: a form in a modal, once per session after enough page views, never once sent. */
export function PopupFormModal({ block, ctx }: BlockProps<PopupFormModalBlock>) {
  return (
    <PopupModal
      uid={block._uid}
      impressionDelay={block.impressionDelay ?? 0}
      headline={block.headline}
      text={block.text}
    >
      {ctx.render(block.form as Block[] | undefined, { popupUid: block._uid })}
    </PopupModal>
  );
}
