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
});
