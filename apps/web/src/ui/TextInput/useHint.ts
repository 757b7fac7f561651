'use client';

import { useEffect, useState } from 'react';
import { INPUT_HINT_HIDE_MS, INPUT_HINT_SHOW_MS } from '@maison/domain/constants';

/**
 * 000 §4: the hint shows INPUT_HINT_SHOW_MS after load and hides INPUT_HINT_HIDE_MS after
 * load; both timers count from mount. The user can still toggle it afterwards.
 */
export function useHint(enabled: boolean) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const show = setTimeout(() => setVisible(true), INPUT_HINT_SHOW_MS);
    const hide = setTimeout(() => setVisible(false), INPUT_HINT_HIDE_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(hide);
    };
  }, [enabled]);

  return [visible, setVisible] as const;
}
