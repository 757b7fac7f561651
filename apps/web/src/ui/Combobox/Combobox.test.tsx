import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithIntl } from '../test-utils';
import { Combobox } from './Combobox';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const CITIES = ['Zürich', 'Zug', 'Zermatt'];

function Harness({ onPick, blurHideMs }: { onPick: (city: string) => void; blurHideMs?: number }) {
  const [value, setValue] = useState('');
  return (
    <Combobox
      label="Ort"
      value={value}
      onValueChange={setValue}
      options={value ? CITIES : []}
      optionKey={(city) => city}
      optionLabel={(city) => city}
      onPick={onPick}
      listLabel="Vorschläge"
      status={(open) => (open ? `${CITIES.length} Vorschläge` : '')}
      enterPicksFirst
      blurHideMs={blurHideMs}
    />
  );
}

const box = () => screen.getByRole('combobox');

describe('Combobox', () => {
  it('opens on typing, announces the count and picks the first option with Enter', () => {
    const onPick = vi.fn();
    renderWithIntl(<Harness onPick={onPick} />);
    fireEvent.change(box(), { target: { value: 'Z' } });
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('3 Vorschläge');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith('Zürich');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('picks an option on mousedown, before the field blurs', () => {
    const onPick = vi.fn();
    renderWithIntl(<Harness onPick={onPick} />);
    fireEvent.change(box(), { target: { value: 'Z' } });
    const zermatt = screen.getByRole('option', { name: 'Zermatt' });
    const down = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    zermatt.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);
    expect(onPick).toHaveBeenCalledWith('Zermatt');
  });

  it('keeps the list for blurHideMs after the field loses focus', () => {
    vi.useFakeTimers();
    renderWithIntl(<Harness onPick={vi.fn()} blurHideMs={400} />);
    fireEvent.change(box(), { target: { value: 'Z' } });
    fireEvent.blur(box());
    act(() => vi.advanceTimersByTime(399));
    expect(box().getAttribute('aria-expanded')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });
});
