import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Skeleton } from './Skeleton';

afterEach(cleanup);

describe('Skeleton', () => {
  it('is hidden from assistive technology when it says nothing itself', () => {
    const { container } = render(<Skeleton as="li" className="card" />);
    const element = container.firstElementChild!;
    expect(element.tagName).toBe('LI');
    expect(element.getAttribute('aria-hidden')).toBe('true');
    expect(element.className).toContain('card');
  });

  it('keeps a loading text it carries readable', () => {
    render(
      <Skeleton as="div">
        <span>Loading</span>
      </Skeleton>,
    );
    expect(screen.getByText('Loading').parentElement!.hasAttribute('aria-hidden')).toBe(false);
  });
});
