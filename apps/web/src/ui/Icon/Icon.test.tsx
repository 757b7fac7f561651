import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { icons } from './icons';
import { HeartIcon } from '.';

afterEach(cleanup);

describe('Icon', () => {
  it('is decorative by default', () => {
    const { container } = render(<HeartIcon />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('stroke-width')).toBe('1.5');
  });

  it('becomes an image named by its title', () => {
    render(<HeartIcon title="Wishlist" />);
    expect(screen.getByRole('img', { name: 'Wishlist' })).toBeTruthy();
  });

  it('covers the whole set', () => {
    const required =
      'bell calendar close file heart heart-filled location mail phone search share facebook instagram linkedin pinterest youtube x whatsapp wechat cart play pause mute volume trash warning export store user menu chevron-left chevron-right chevron-up chevron-down arrow-right plus minus check info download globe edit eye filter clock';
    expect(Object.keys(icons).sort()).toEqual(required.split(' ').sort());
    for (const Component of Object.values(icons)) {
      const { container, unmount } = render(<Component />);
      expect(container.querySelector('svg > *')).not.toBeNull();
      unmount();
    }
  });

  it('has the built-in sizes big 50 and small 20 (000 §9)', () => {
    const { container } = render(
      <>
        <HeartIcon size="big" />
        <HeartIcon size="small" />
        <HeartIcon size={28} />
      </>,
    );
    const sizes = [...container.querySelectorAll('svg')].map((svg) => svg.getAttribute('width'));
    expect(sizes).toEqual(['50', '20', '28']);
  });
});
