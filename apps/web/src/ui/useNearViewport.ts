import { useCallback, useState } from 'react';
import { NEAR_VIEWPORT_MARGIN_PX } from '@maison/domain/constants';

/** Whether an element's box lies within the margin above or below the window. */
function isNear(node: Element, marginPx: number): boolean {
  const rect = node.getBoundingClientRect();
  return rect.top < window.innerHeight + marginPx && rect.bottom > -marginPx;
}

/**
 * A ref for an element and whether it has come near the screen: within `marginPx` of it, by
 * default about one phone screen.
 * Islands below the fold start their work then, so a page's first seconds belong to what is on
 * screen. Stays true once reached; browsers without IntersectionObserver get true at once.
 *
 * The observer only says when to look: Chromium's mobile emulation reports a root four times
 * the screen's size, so while the observer sees the element, scrolling checks the real box.
 */
export function useNearViewport<T extends Element>(
  marginPx: number = NEAR_VIEWPORT_MARGIN_PX,
): [(node: T | null) => void, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (node: T | null) => {
      if (!node) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      let watching = false;
      const check = () => {
        if (!isNear(node, marginPx)) return;
        setNear(true);
        stop();
      };
      const watch = (on: boolean) => {
        if (on === watching) return;
        watching = on;
        if (on) window.addEventListener('scroll', check, { passive: true });
        else window.removeEventListener('scroll', check);
      };
      const observer = new IntersectionObserver(
        (entries) => {
          const seen = entries.some((entry) => entry.isIntersecting);
          watch(seen);
          if (seen) check();
        },
        { rootMargin: `${marginPx}px 0px` },
      );
      function stop() {
        observer.disconnect();
        watch(false);
      }
      observer.observe(node);
      return stop;
    },
    [marginPx],
  );
  return [ref, near];
}
