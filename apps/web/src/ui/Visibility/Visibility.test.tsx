import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BREAKPOINT_DESKTOP_MIN_PX,
  BREAKPOINT_MOBILE_MAX_PX,
  BREAKPOINT_TABLET_MAX_PX,
  BREAKPOINT_TABLET_MIN_PX,
} from '@maison/domain/constants';
import { Visibility } from './Visibility';
import styles from './Visibility.module.css';

afterEach(cleanup);

describe('Visibility', () => {
  it('gets one class per chosen range on top of the hiding base class', () => {
    render(
      <Visibility on={['mobile', 'desktop']}>
        <span>content</span>
      </Visibility>,
    );
    const wrapper = screen.getByText('content').parentElement!;
    expect(wrapper.classList.contains(styles.root!)).toBe(true);
    expect(wrapper.classList.contains(styles.mobile!)).toBe(true);
    expect(wrapper.classList.contains(styles.desktop!)).toBe(true);
    expect(wrapper.classList.contains(styles.tablet!)).toBe(false);
    expect(wrapper.dataset.visibleOn).toBe('mobile desktop');
  });

  it('uses the spec breakpoints in its media queries', () => {
    const css = readFileSync(join(import.meta.dirname, 'Visibility.module.css'), 'utf8');
    expect(css).toContain(`@media (max-width: ${BREAKPOINT_MOBILE_MAX_PX}px)`);
    expect(css).toContain(
      `@media (min-width: ${BREAKPOINT_TABLET_MIN_PX}px) and (max-width: ${BREAKPOINT_TABLET_MAX_PX}px)`,
    );
    expect(css).toContain(`@media (min-width: ${BREAKPOINT_DESKTOP_MIN_PX}px)`);
  });
});
