import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithIntl } from '../test-utils';
import { Dropdown, type DropdownItem, type DropdownProps } from './Dropdown';

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

type HarnessProps = Partial<Omit<DropdownProps, 'onValueChange'>> & {
  onChange?: (value: string) => void;
};

function Harness({ onChange = vi.fn(), value: initial = null, ...props }: HarnessProps) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <form aria-label="order">
      <Dropdown
        label="Piece"
        items={ITEMS}
        {...props}
        value={value}
        onValueChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
    </form>
  );
}

const focused = () => document.activeElement;
const expanded = (combo: HTMLElement) => combo.getAttribute('aria-expanded');
const optionLabels = () => screen.getAllByRole('option').map((o) => o.textContent);
const groupHeadings = () =>
  screen
    .getAllByRole('group')
    .map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent);
const highlighted = (combo: HTMLElement) =>
  document.getElementById(combo.getAttribute('aria-activedescendant') ?? '')?.textContent;

describe('Dropdown (select)', () => {
  it('opens with ArrowDown, moves with arrows skipping disabled options, selects with Enter', async () => {
    const onChange = vi.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    const combo = screen.getByRole('combobox', { name: 'Piece' });
    expect(expanded(combo)).toBe('false');
    expect(combo.textContent).toBe('Please choose');

    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    expect(expanded(combo)).toBe('true');
    await waitFor(() => expect(focused()?.textContent).toBe('Solitaire'));
    fireEvent.keyDown(focused()!, { key: 'ArrowDown' });
    await waitFor(() => expect(focused()?.textContent).toBe('Band'));
    fireEvent.keyDown(focused()!, { key: 'ArrowDown' });
    await waitFor(() => expect(focused()?.textContent).toBe('Chain'));
    fireEvent.keyDown(focused()!, { key: 'ArrowUp' });
    await waitFor(() => expect(focused()?.textContent).toBe('Band'));
    fireEvent.keyDown(focused()!, { key: 'Enter' });

    expect(onChange).toHaveBeenCalledWith('band');
    expect(expanded(combo)).toBe('false');
    expect(combo.textContent).toBe('Band');
    expect(focused()).toBe(combo);
  });

  it('opens with Enter and Space on the chosen option', async () => {
    renderWithIntl(<Harness value="chain" />);
    const combo = screen.getByRole('combobox', { name: 'Piece' });
    for (const key of ['Enter', ' ']) {
      fireEvent.keyDown(combo, { key });
      expect(expanded(combo)).toBe('true');
      await waitFor(() => expect(focused()?.textContent).toBe('Chain'));
      fireEvent.keyDown(focused()!, { key: 'Escape' });
      expect(expanded(combo)).toBe('false');
    }
  });

  it('shows the options under their group headings', () => {
    renderWithIntl(<Harness />);
    fireEvent.click(screen.getByRole('combobox'));
    expect(screen.getByRole('listbox', { name: 'Piece' })).toBeTruthy();
    expect(groupHeadings()).toEqual(['Rings', 'Necklaces']);
    expect(optionLabels()).toEqual(['Solitaire', 'Band', 'Pendant', 'Chain']);
    expect(screen.getByRole('option', { name: 'Pendant' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    // Forms and e2e tests pick options by their value.
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('data-value'))).toEqual([
      'solitaire',
      'band',
      'pendant',
      'chain',
    ]);
  });

  it('closes on Escape without selecting and gives focus back to the field', async () => {
    const onChange = vi.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    const combo = screen.getByRole('combobox');
    fireEvent.keyDown(combo, { key: 'Enter' });
    await waitFor(() => expect(focused()?.textContent).toBe('Solitaire'));
    fireEvent.keyDown(focused()!, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(focused()).toBe(combo);
  });

  it('jumps to an option by typeahead, closed or open', async () => {
    const onChange = vi.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    const combo = screen.getByRole('combobox');
    // Closed, typing chooses as a native select does.
    fireEvent.keyDown(combo, { key: 'c' });
    expect(onChange).toHaveBeenLastCalledWith('chain');
    expect(combo.textContent).toBe('Chain');

    fireEvent.keyDown(combo, { key: 'ArrowDown' });
    await waitFor(() => expect(focused()?.textContent).toBe('Chain'));
    fireEvent.keyDown(focused()!, { key: 'b' });
    await waitFor(() => expect(focused()?.textContent).toBe('Band'));
  });

  it('selects with a click', () => {
    const onChange = vi.fn();
    renderWithIntl(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('combobox'));
    fireEvent.click(screen.getByRole('option', { name: 'Solitaire' }));
    expect(onChange).toHaveBeenCalledWith('solitaire');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('submits the value through a hidden input, the empty value as an option of its own', () => {
    const items = [
      { value: '', label: 'All actions' },
      { value: 'CONTACT_FORM', label: 'Contact' },
    ];
    renderWithIntl(<Harness items={items} value="" name="action" />);
    const form = screen.getByRole('form', { name: 'order' }) as HTMLFormElement;
    const combo = screen.getByRole('combobox');
    expect(combo.textContent).toBe('All actions');
    expect(new FormData(form).getAll('action')).toEqual(['']);

    fireEvent.click(combo);
    fireEvent.click(screen.getByRole('option', { name: 'Contact' }));
    expect(new FormData(form).getAll('action')).toEqual(['CONTACT_FORM']);

    fireEvent.click(combo);
    fireEvent.click(screen.getByRole('option', { name: 'All actions' }));
    expect(combo.textContent).toBe('All actions');
    expect(new FormData(form).getAll('action')).toEqual(['']);
  });

  it('wires label, required, error and placeholder to the field', () => {
    renderWithIntl(
      <Harness required error="Please choose a piece." placeholder="Choose a piece" />,
    );
    const combo = screen.getByRole('combobox', { name: 'Piece' });
    expect(combo.getAttribute('aria-required')).toBe('true');
    expect(combo.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(combo.getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe('Please choose a piece.');
    expect(combo.textContent).toBe('Choose a piece');
  });

  it('cannot be opened when disabled', () => {
    renderWithIntl(<Harness disabled value="band" />);
    const combo = screen.getByRole('combobox');
    expect((combo as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(combo);
    fireEvent.keyDown(combo, { key: 'Enter' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combo.getAttribute('aria-invalid')).toBeNull();
  });
});

describe('Dropdown (filterable)', () => {
  it('filters by label under the group headings and shows the translated no-results text', async () => {
    renderWithIntl(<Harness filterable />, { locale: 'de' });
    const input = await screen.findByRole('combobox', { name: 'Piece' });
    fireEvent.change(input, { target: { value: 'N' } });
    expect(expanded(input)).toBe('true');
    expect(groupHeadings()).toEqual(['Rings', 'Necklaces']);
    expect(optionLabels()).toEqual(['Band', 'Pendant', 'Chain']);
    expect(screen.queryByRole('status')).toBeNull();

    fireEvent.change(input, { target: { value: 'pend' } });
    expect(groupHeadings()).toEqual(['Necklaces']);

    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('Keine Ergebnisse');
  });

  it('chooses the first match by keyboard and shows its label when closed', async () => {
    const onChange = vi.fn();
    renderWithIntl(<Harness filterable onChange={onChange} name="piece" />);
    const input = (await screen.findByRole('combobox', { name: 'Piece' })) as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'a' } });
    expect(optionLabels()).toEqual(['Solitaire', 'Band', 'Pendant', 'Chain']);
    expect(highlighted(input)).toBe('Solitaire');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    // Pendant is disabled.
    expect(highlighted(input)).toBe('Chain');
    fireEvent.keyDown(input, { key: 'Enter' });

    expect(onChange).toHaveBeenCalledWith('chain');
    expect(expanded(input)).toBe('false');
    expect(input.value).toBe('Chain');
    expect(new FormData(input.form!).get('piece')).toBe('chain');
  });

  it('opens with ArrowDown on the chosen option and closes on Escape, focus kept', async () => {
    renderWithIntl(<Harness filterable value="band" />);
    const input = (await screen.findByRole('combobox', { name: 'Piece' })) as HTMLInputElement;
    input.focus();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(expanded(input)).toBe('true');
    expect(input.value).toBe('');
    expect(highlighted(input)).toBe('Band');
    expect(screen.getByRole('option', { name: 'Band' }).getAttribute('data-state')).toBe('checked');

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(expanded(input)).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.value).toBe('Band');
    expect(focused()).toBe(input);
  });

  it('toggles with a click and selects with a click', async () => {
    const onChange = vi.fn();
    renderWithIntl(<Harness filterable onChange={onChange} />);
    const input = await screen.findByRole('combobox', { name: 'Piece' });
    fireEvent.click(input);
    expect(optionLabels()).toHaveLength(4);
    fireEvent.click(input);
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.click(input);
    fireEvent.click(screen.getByRole('option', { name: 'Solitaire' }));
    expect(onChange).toHaveBeenCalledWith('solitaire');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('wires required and error to the input', async () => {
    renderWithIntl(<Harness filterable required error="Please choose a piece." />);
    const input = await screen.findByRole('combobox', { name: 'Piece' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please choose a piece.',
    );
  });
});
