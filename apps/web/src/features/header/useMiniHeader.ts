import { useEffect, useState } from 'react';
import { REGULAR_HEADER_FORCE_MS } from '@maison/domain/constants';
import { SHOW_REGULAR_HEADER_EVENT } from './showRegularHeader';

/**
 * 002 §2: the mini header appears when the user scrolls down past the regular header and hides
 * when they scroll up; a showRegularHeader event forces the regular header for 4 s.
 */
export function useMiniHeader(regular: React.RefObject<HTMLElement | null>): boolean {
  const [mini, setMini] = useState(false);

  useEffect(() => {
    let lastY = window.scrollY;
    let forcedUntil = 0;
    let frame = 0;

    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const pastRegular = y > (regular.current?.offsetHeight ?? 0);
      if (!pastRegular || Date.now() < forcedUntil) setMini(false);
      else if (y > lastY) setMini(true);
      else if (y < lastY) setMini(false);
      lastY = y;
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    const onForce = () => {
      forcedUntil = Date.now() + REGULAR_HEADER_FORCE_MS;
      setMini(false);
    };

    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener(SHOW_REGULAR_HEADER_EVENT, onForce);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener(SHOW_REGULAR_HEADER_EVENT, onForce);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [regular]);

  return mini;
}
