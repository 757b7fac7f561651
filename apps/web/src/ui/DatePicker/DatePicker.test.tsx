import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { Locale } from '@maison/domain/constants';
import { renderWithIntl } from '../test-utils';
import { DatePicker, type DatePickerProps } from './DatePicker';

afterEach(cleanup);

function Harness({
  initial = null,
  onChange = vi.fn(),
  ...props
}: Partial<DatePickerProps> & { initial?: Date | null }) {
  const [value, setValue] = useState<Date | null>(initial);
  return (
    <DatePicker
      label="Date"
      {...props}
      value={value}
      onChange={(d) => {
        setValue(d);
        onChange(d);
      }}
    />
  );
}

const renderPicker = (locale: Locale, props: Parameters<typeof Harness>[0] = {}) =>
  renderWithIntl(<Harness initial={new Date(2025, 2, 12)} {...props} />, { locale });

const calendar = () => screen.getByTestId('datepicker-calendar');

/** Opens the German picker (12.03.2025 chosen) with the mouse and clicks the day `text`. */
async function clickDay(text: string) {
  const onChange = vi.fn();
  renderPicker('de', { onChange });
  const input = screen.getByLabelText('Date') as HTMLInputElement;
  await act(async () => fireEvent.click(input));
  const day = within(calendar())
    .getAllByRole('button')
    .find((b) => b.textContent === text)!;
  await act(async () => fireEvent.click(day));
  return { onChange, input };
}

describe('DatePicker', () => {
  it('shows the value as dd.mm.yyyy', () => {
    renderPicker('en');
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('12.03.2025');
  });

  it('opens on Enter and focuses the selected day', async () => {
    renderPicker('en');
    const input = screen.getByLabelText('Date');
    expect(screen.queryByTestId('datepicker-calendar')).toBeNull();
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const selected = within(calendar()).getByRole('button', { name: /12.*selected|selected/i });
    expect(document.activeElement).toBe(selected);
  });

  it('chooses a day, closes and returns focus to the field', async () => {
    const { onChange, input } = await clickDay('20');
    expect(onChange).toHaveBeenCalledWith(new Date(2025, 2, 20));
    expect(input.value).toBe('20.03.2025');
    expect(screen.queryByTestId('datepicker-calendar')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('keeps the chosen day when it is chosen again, and closes', async () => {
    const { onChange, input } = await clickDay('12');
    expect(onChange).toHaveBeenCalledWith(new Date(2025, 2, 12));
    expect(input.value).toBe('12.03.2025');
    expect(screen.queryByTestId('datepicker-calendar')).toBeNull();
  });

  it('closes with its close button and with Escape', async () => {
    renderPicker('en');
    const input = screen.getByLabelText('Date');
    await act(async () => fireEvent.click(input));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close calendar' })));
    expect(screen.queryByTestId('datepicker-calendar')).toBeNull();
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(screen.queryByTestId('datepicker-calendar')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it.each([
    ['de', 'Montag'],
    ['en', 'Monday'],
    ['ja', '日曜日'],
  ] as const)('starts the week for %s on %s', async (locale, first) => {
    renderPicker(locale);
    await act(async () => fireEvent.click(screen.getByLabelText('Date')));
    // The weekday row is aria-hidden (the grid cells carry full dates), so query it directly.
    const firstHeader = calendar().querySelector('th');
    expect(firstHeader?.getAttribute('aria-label')).toBe(first);
  });

  it('disables days outside min/max and the given weekdays', async () => {
    renderPicker('en', {
      minDate: new Date(2025, 2, 10),
      maxDate: new Date(2025, 2, 25),
      disabledWeekdays: [1],
    });
    await act(async () => fireEvent.click(screen.getByLabelText('Date')));
    const dayButton = (n: string) =>
      within(calendar())
        .getAllByRole('button')
        .find((b) => b.textContent === n) as HTMLButtonElement;
    expect(dayButton('9').disabled).toBe(true);
    expect(dayButton('10').disabled).toBe(true); // 10 March 2025 is a Monday
    expect(dayButton('11').disabled).toBe(false);
    expect(dayButton('26').disabled).toBe(true);
  });

  it('clears the value with the clear button', () => {
    const onChange = vi.fn();
    renderPicker('de', { onChange });
    fireEvent.click(screen.getByRole('button', { name: 'Feld leeren' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('');
  });
});
