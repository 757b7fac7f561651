import { useEffect, useState } from 'react';
import { MINI_HEADER_FORCE_MS, REGULAR_HEADER_FORCE_MS } from '@maison/domain/constants';
import { SHOW_MINI_HEADER_EVENT, SHOW_REGULAR_HEADER_EVENT } from './showRegularHeader';

/** 001 §9: the header that shows decides where anchor targets stop (global.css). */
function markHeader(mini: boolean): void {
  document.documentElement.dataset.header = mini ? 'mini' : 'regular';
}

/**
 * 002 §2: the mini header appears when the user scrolls down past the regular header and hides
 * when they scroll up; a showRegularHeader event forces the regular header for 4 s, a
 * showMiniHeader event (sticky anchor menu, 001 §4) the mini header for about 1 s.
 */
export function useMiniHeader(regular: React.RefObject<HTMLElement | null>): boolean {
  const [mini, setMini] = useState(false);

  useEffect(() => {
    let lastY = window.scrollY;
    let forcedUntil = 0;
    let forcedMini = false;
    let frame = 0;

    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const pastRegular = y > (regular.current?.offsetHeight ?? 0);
      if (Date.now() < forcedUntil) setMini(forcedMini);
      else if (!pastRegular) setMini(false);
      else if (y > lastY) setMini(true);
      else if (y < lastY) setMini(false);
      lastY = y;
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    const force = (mini: boolean, ms: number) => {
      forcedUntil = Date.now() + ms;
      forcedMini = mini;
      // At once, not after React's render: the anchor's scroll starts right after the click.
      markHeader(mini);
      setMini(mini);
    };
    const onForce = () => force(false, REGULAR_HEADER_FORCE_MS);
    const onForceMini = () => force(true, MINI_HEADER_FORCE_MS);

    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener(SHOW_REGULAR_HEADER_EVENT, onForce);
    window.addEventListener(SHOW_MINI_HEADER_EVENT, onForceMini);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener(SHOW_REGULAR_HEADER_EVENT, onForce);
      window.removeEventListener(SHOW_MINI_HEADER_EVENT, onForceMini);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [regular]);

  useEffect(() => markHeader(mini), [mini]);

  return mini;
}
