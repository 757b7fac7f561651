import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { EventDateWindow } from '@maison/domain/forms/rules';
import { renderWithIntl } from '@/ui/test-utils';
import {
  choose,
  copy,
  field,
  fieldError,
  mockFetch,
  placement,
  REQUIRED_EN,
  submit,
  tick,
  type,
} from '@/features/forms/testing';
import { MuseumForm } from './MuseumForm';

const WINDOW: EventDateWindow = {
  startDate: '2027-03-05',
  endDate: '2027-03-20',
  excludedWeekdays: ['monday'],
};

const renderMuseum = (offerTour = true, dates: EventDateWindow = WINDOW) =>
  renderWithIntl(
    <MuseumForm placement={placement()} copy={copy()} dates={dates} offerTour={offerTour} />,
  );

async function openCalendar() {
  await act(async () => {
    fireEvent.click(within(field('event_date')).getByRole('combobox'));
  });
  return screen.getByTestId('datepicker-calendar');
}

const dayButton = (calendar: HTMLElement, n: string) =>
  within(calendar)
    .getAllByRole('button')
    .find((b) => b.textContent === n) as HTMLButtonElement;

beforeEach(() => {
  localStorage.clear();
  // Only the clock: the calendar opens on "today", clamped into the window.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2027, 2, 1, 12));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('museum_form (001 §5)', () => {
  it('shows the required messages and sends nothing', async () => {
    const { fetchMock } = mockFetch();
    renderMuseum();
    await submit();
    for (const name of [
      'gender',
      'first_name',
      'last_name',
      'email',
      'event_date',
      'data_agreement',
    ])
      expect(fieldError(name), name).toBe(REQUIRED_EN);
    expect(fieldError('tour_requested')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers only days inside the window and never an excluded weekday', async () => {
    renderMuseum();
    const calendar = await openCalendar();
    expect(dayButton(calendar, '4').disabled).toBe(true); // before the start
    expect(dayButton(calendar, '5').disabled).toBe(false); // Friday, first day
    expect(dayButton(calendar, '8').disabled).toBe(true); // Monday
    expect(dayButton(calendar, '15').disabled).toBe(true); // Monday
    expect(dayButton(calendar, '16').disabled).toBe(false);
    expect(dayButton(calendar, '20').disabled).toBe(false); // last day
    expect(dayButton(calendar, '21').disabled).toBe(true); // after the end
  });

  it('sends the chosen day shifted by 7 hours, with the tour request', async () => {
    const { calls } = mockFetch({ status: 201, body: { uuid: 'm-1' } });
    renderMuseum();
    choose('gender', 'W');
    type('first_name', 'Clara');
    type('last_name', 'Weiß');
    type('email', 'clara@example.com');
    const calendar = await openCalendar();
    await act(async () => {
      fireEvent.click(dayButton(calendar, '10'));
    });
    expect(
      field('event_date').querySelector<HTMLInputElement>('input[name="event_date"]')?.value,
    ).toBe('2027-03-10');
    tick('tour_requested');
    tick('data_agreement');
    await submit();
    expect(calls[0]!.body).toMatchObject({
      gender: 'W',
      first_name: 'Clara',
      last_name: 'Weiß',
      email: 'clara@example.com',
      event_date: '2027-03-10T07:00:00.000Z',
      tour_requested: true,
      data_agreement: true,
      action: 'EVENT_REGISTRATION',
      storyblok_component_uid: 'block-uid-1',
    });
    expect(screen.getByTestId('form-success')).toBeTruthy();
  });

  it('has no tour tick unless the block offers one', () => {
    renderMuseum(false);
    expect(document.querySelector('[data-field="tour_requested"]')).toBeNull();
  });

  /** Fills the form with a valid registration on 12 March. */
  async function fillValid() {
    choose('gender', 'M');
    type('first_name', 'A');
    type('last_name', 'B');
    type('email', 'a@example.com');
    const calendar = await openCalendar();
    await act(async () => {
      fireEvent.click(dayButton(calendar, '12'));
    });
    tick('data_agreement');
  }

  it('reports a refused registration to the error-reporting port and shows the server error under the date', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = mockFetch(
      { status: 400, body: { event_date: ['This date cannot be booked.'] } },
      { status: 204 },
    );
    renderMuseum();
    await fillValid();
    await submit();
    expect(fieldError('event_date')).toBe('This date cannot be booked.');
    expect(calls[1]).toEqual({
      url: '/api/v1/client-errors/',
      method: 'POST',
      body: {
        source: 'forms.museum_form',
        message: 'museum registration refused (event_date)',
        status: 400,
        path: '/',
      },
    });
    // What was typed stays out of the report.
    expect(JSON.stringify(calls[1]!.body)).not.toContain('a@example.com');
    expect(error).toHaveBeenCalledWith(
      '[forms.museum_form] museum registration refused (event_date)',
      400,
    );
  });

  it('reports a registration that got no answer, and says so in the form', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url: String(url), body: JSON.parse(String(init?.body ?? 'null')) });
        if (String(url).startsWith('/api/v1/forms/')) throw new TypeError('Failed to fetch');
        return new Response(null, { status: 204 });
      }),
    );
    renderMuseum();
    await fillValid();
    await submit();
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/forms/', '/api/v1/client-errors/']);
    expect(calls[1]!.body).toMatchObject({
      source: 'forms.museum_form',
      message: 'museum registration got no answer: TypeError',
      status: 0,
    });
    expect(screen.getByRole('alert').textContent).not.toBe('');
    expect(screen.queryByTestId('form-success')).toBeNull();
  });

  it('reports nothing for a registration that is taken', async () => {
    const { calls } = mockFetch({ status: 201, body: { uuid: 'm-2' } });
    renderMuseum();
    await fillValid();
    await submit();
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/forms/']);
  });
});
