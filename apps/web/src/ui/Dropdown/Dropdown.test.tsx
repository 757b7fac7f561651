import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithIntl } from '../test-utils';
import { Dropdown, type DropdownItem } from './Dropdown';

afterEach(cleanup);

const ITEMS: DropdownItem[] = [
  {
    label: 'Rings',
    options: [
      { value: 'solitaire', label: 'Solitaire' },
      { value: 'band', label: 'Band' },
    ],
  },
  {
    label: 'Necklaces',
    options: [
      { value: 'pendant', label: 'Pendant', disabled: true },
      { value: 'chain', label: 'Chain' },
    ],
  },
];

function Harness({ filterable = false, onChange = vi.fn() }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Dropdown
      label="Piece"
      items={ITEMS}
      value={value}
      filterable={filterable}
      onValueChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

const activeOption = (combo: HTMLElement) =>
  document.getElementById(combo.getAttribute('aria-activedescendant') ?? '')?.textContent;

describe('Dropdown', () => {
  it('opens with ArrowDown, moves with arrows skipping disabled options, selects with Enter', () => {
    const onChange = vi.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    const combo = screen.getByRole('combobox', { name: 'Piece' });
    expect(combo.getAttribute('aria-expanded')).toBe('false');

    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    expect(combo.getAttribute('aria-expanded')).toBe('true');
    expect(activeOption(combo)).toBe('Solitaire');
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    expect(activeOption(combo)).toBe('Chain');
    fireEvent.keyDown(combo, { key: 'ArrowUp' });
    expect(activeOption(combo)).toBe('Band');
    fireEvent.keyDown(combo, { key: 'Enter' });

    expect(onChange).toHaveBeenCalledWith('band');
    expect(combo.getAttribute('aria-expanded')).toBe('false');
    expect(combo.textContent).toContain('Band');
  });

  it('shows group labels as labelled groups', () => {
    renderWithIntl(<Harness />);
    fireEvent.click(screen.getByRole('combobox'));
    const groups = screen.getAllByRole('group');
    expect(
      groups.map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent),
    ).toEqual(['Rings', 'Necklaces']);
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });

  it('closes on Escape without selecting', () => {
    const onChange = vi.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    const combo = screen.getByRole('combobox');
    fireEvent.keyDown(combo, { key: 'Enter' });
    expect(screen.getByRole('listbox')).toBeTruthy();
    fireEvent.keyDown(combo, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('jumps to an option by typeahead', () => {
    renderWithIntl(<Harness />);
    const combo = screen.getByRole('combobox');
    fireEvent.keyDown(combo, { key: 'c' });
    expect(activeOption(combo)).toBe('Chain');
  });

  it('filters and shows the translated no-results text', () => {
    const onChange = vi.fn();
    renderWithIntl(<Harness filterable onChange={onChange} />, { locale: 'de' });
    const input = screen.getByRole('combobox', { name: 'Piece' });
    fireEvent.change(input, { target: { value: 'cha' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Chain']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('chain');

    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Keine Ergebnisse');
  });

  it('selects with a click', () => {
    const onChange = vi.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('combobox'));
    fireEvent.click(screen.getByRole('option', { name: 'Solitaire' }));
    expect(onChange).toHaveBeenCalledWith('solitaire');
  });
});
