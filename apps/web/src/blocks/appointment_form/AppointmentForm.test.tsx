import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithIntl } from '@/ui/test-utils';
import {
  choose,
  field,
  fieldError,
  mockFetch,
  props,
  REQUIRED_EN,
  submit,
  tick,
  type,
} from '@/features/forms/testing';
import { AppointmentForm } from './AppointmentForm';

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const REQUIRED = [
  'gender',
  'first_name',
  'last_name',
  'email',
  'mobile_phone',
  'appointment_request',
  'data_agreement',
];

describe('appointment_form (001 §2, §5)', () => {
  it('shows the required messages and sends nothing', async () => {
    const { fetchMock } = mockFetch();
    renderWithIntl(<AppointmentForm {...props()} />);
    await submit();
    for (const name of REQUIRED) expect(fieldError(name), name).toBe(REQUIRED_EN);
    expect(fieldError('title')).toBeNull();
    expect(fieldError('message')).toBeNull();
    expect(fieldError('products')).toBeNull();
    expect(screen.getAllByText(REQUIRED_EN)).toHaveLength(REQUIRED.length);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the ?product= article number and sends it with the request', async () => {
    window.history.replaceState(null, '', '/service/termin?product=10-1014');
    const { calls } = mockFetch({ status: 201, body: { uuid: 'a-1' } });
    renderWithIntl(<AppointmentForm {...props()} />);
    expect(field('products').querySelector('input')?.value).toBe('10-1014');
    choose('title', 'DR');
    choose('gender', 'M');
    type('first_name', 'Jonas');
    type('last_name', 'Berger');
    type('email', 'jonas@example.com');
    type('mobile_phone', '+49 160 1');
    type('appointment_request', 'Saturday morning');
    tick('data_agreement');
    await submit();
    expect(calls[0]!.body).toEqual({
      title: 'DR',
      gender: 'M',
      first_name: 'Jonas',
      last_name: 'Berger',
      email: 'jonas@example.com',
      mobile_phone: '+49 160 1',
      appointment_request: 'Saturday morning',
      message: '',
      products: '10-1014',
      data_agreement: true,
      newsletter_subscription: false,
      action: 'APPOINTMENT_REQUEST',
      form_id: 'form-1',
      used_website_language: 'EN',
      storyblok_story_uuid: 'story-uuid-1',
      storyblok_component_uid: 'block-uid-1',
      store_uuid: null,
      metadata: { context: 'website' },
      google_click_id: null,
      meta_click_id: null,
    });
    expect(screen.getByTestId('form-success').textContent).toContain('Thanks!');
  });

  it('shows server errors per field and keeps the form', async () => {
    mockFetch({ status: 400, body: { mobile_phone: ['Enter a valid phone number.'] } });
    renderWithIntl(<AppointmentForm {...props()} />);
    choose('gender', 'W');
    type('first_name', 'A');
    type('last_name', 'B');
    type('email', 'a@example.com');
    type('mobile_phone', 'x');
    type('appointment_request', 'soon');
    tick('data_agreement');
    await submit();
    expect(fieldError('mobile_phone')).toBe('Enter a valid phone number.');
    expect(screen.queryByTestId('form-success')).toBeNull();
  });

  it.each([
    [
      'en',
      {
        status: 429,
        body: { detail: 'Request was throttled. Expected available in 600 seconds.' },
      },
      'Too many attempts in a short time. Please wait a moment and try again.',
    ],
    [
      'de',
      { status: 502 },
      'Unser Server konnte das gerade nicht ausführen. Bitte versuchen Sie es in einem Moment erneut.',
    ],
    [
      'ko',
      { status: 403, body: { detail: 'CSRF Failed: Origin checking failed.' } },
      '이 변경을 할 수 있는 권한이 없습니다. 페이지를 새로 고쳐 주세요.',
    ],
  ] as const)(
    'a refused submission (%s, %o) says why in the visitor’s language and keeps the entries',
    async (locale, answer, message) => {
      mockFetch(answer);
      renderWithIntl(<AppointmentForm {...props({ locale })} />, { locale });
      choose('gender', 'W');
      type('first_name', 'Anna');
      type('last_name', 'Berger');
      type('email', 'anna@example.com');
      type('mobile_phone', '+49 170 1234567');
      type('appointment_request', 'Saturday morning');
      tick('data_agreement');
      await submit();
      expect(screen.getByTestId('form-error').textContent).toBe(message);
      expect(screen.queryByTestId('form-success')).toBeNull();
      const value = (name: string) =>
        (field(name).querySelector(`[name="${name}"]`) as HTMLInputElement).value;
      expect(value('first_name')).toBe('Anna');
      expect(value('appointment_request')).toBe('Saturday morning');
    },
  );

  it('a network failure says so and keeps the entries', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderWithIntl(<AppointmentForm {...props()} />);
    choose('gender', 'W');
    type('first_name', 'Anna');
    type('last_name', 'Berger');
    type('email', 'anna@example.com');
    type('mobile_phone', '+49 170 1234567');
    type('appointment_request', 'Saturday morning');
    tick('data_agreement');
    await submit();
    expect(screen.getByTestId('form-error').textContent).toBe(
      'No connection. Please check your internet connection and try again.',
    );
    expect((field('email').querySelector('[name="email"]') as HTMLInputElement).value).toBe(
      'anna@example.com',
    );
  });
});
