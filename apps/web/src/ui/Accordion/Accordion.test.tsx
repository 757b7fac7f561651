import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ACCORDION_ANIMATION_MS } from '@maison/domain/constants';
import { renderWithIntl } from '../test-utils';
import { Accordion } from './Accordion';

afterEach(cleanup);

const ITEMS = [
  { id: 'a', title: 'Care', content: 'Soft cloth.' },
  { id: 'b', title: 'Resizing', content: 'At your jeweler.' },
];

const expanded = (name: string) =>
  screen.getByRole('button', { name }).getAttribute('aria-expanded');

describe('Accordion', () => {
  it('keeps one item open at a time and can close the open one', async () => {
    renderWithIntl(<Accordion items={ITEMS} />);
    expect([expanded('Care'), expanded('Resizing')]).toEqual(['false', 'false']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Care' })));
    expect([expanded('Care'), expanded('Resizing')]).toEqual(['true', 'false']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resizing' })));
    expect([expanded('Care'), expanded('Resizing')]).toEqual(['false', 'true']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resizing' })));
    expect(expanded('Resizing')).toBe('false');
  });

  it('animates over ACCORDION_ANIMATION_MS', () => {
    const { container } = renderWithIntl(<Accordion items={ITEMS} defaultOpenId="a" />);
    const root = container.firstElementChild as HTMLElement;
    expect(root.style.getPropertyValue('--accordion-duration')).toBe(`${ACCORDION_ANIMATION_MS}ms`);
    expect(screen.getByText('Soft cloth.')).toBeTruthy();
  });
});
