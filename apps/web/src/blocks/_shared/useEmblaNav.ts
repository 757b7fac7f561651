'use client';

import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';

type EmblaApi = UseEmblaCarouselType[1];

/** Whether an Embla carousel can move back or on, and the moves, kept in step with its events. */
export function useEmblaNav(api: EmblaApi, initialCanNext: boolean) {
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(initialCanNext);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  const prev = useCallback(() => api?.scrollPrev(), [api]);
  const next = useCallback(() => api?.scrollNext(), [api]);
  return { canPrev, canNext, prev, next };
}
