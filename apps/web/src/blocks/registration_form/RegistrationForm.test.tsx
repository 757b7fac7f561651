import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithIntl } from '@/ui/test-utils';
import {
  field,
  fieldError,
  mockFetch,
  props,
  REQUIRED_EN,
  root,
  submit,
  tick,
  type,
} from '@/features/forms/testing';
import { popupSentKey } from '@/features/forms/popupSent';
import { RegistrationForm } from './RegistrationForm';

beforeEach(() => {
  localStorage.clear();
  delete window.dataLayer;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('registration_form (000 §2–§5)', () => {
  it('marks the required fields and tracks registration_form on display', () => {
    renderWithIntl(<RegistrationForm {...props()} />);
    expect(root('registration_form')).toBeTruthy();
    expect(field('email').querySelector('input[name="email"]')?.hasAttribute('required')).toBe(
      true,
    );
    expect(field('email').textContent).toContain('*');
    expect(field('data_agreement').textContent).toContain('*');
    expect(window.dataLayer).toEqual([{ event: 'registration_form', form_id: 'form-1' }]);
  });

  it('links the data agreement label to the configured page', () => {
    renderWithIntl(<RegistrationForm {...props()} />);
    const link = field('data_agreement').querySelector('a');
    expect(link?.getAttribute('href')).toBe('/datenschutz');
    expect(link?.textContent).toBe('I accept the privacy policy.');
  });

  it('shows the required message under each empty field and sends nothing', async () => {
    const { fetchMock } = mockFetch();
    renderWithIntl(<RegistrationForm {...props()} />);
    await submit();
    expect(fieldError('email')).toBe(REQUIRED_EN);
    expect(fieldError('data_agreement')).toBe(REQUIRED_EN);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends exactly the payload of 000 §3 and replaces the form with the success screen', async () => {
    localStorage.setItem('gclid', 'G-1');
    const { calls } = mockFetch({ status: 201, body: { uuid: 'u-1' } });
    renderWithIntl(<RegistrationForm {...props({ locale: 'zh-hans' })} />, { locale: 'zh-hans' });
    type('email', 'anna@example.com');
    tick('data_agreement');
    await submit();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/v1/forms/', method: 'POST' });
    expect(calls[0]!.body).toEqual({
      email: 'anna@example.com',
      data_agreement: true,
      action: 'REGISTRATION',
      form_id: 'form-1',
      selected_language: null,
      used_website_language: 'ZH-HANS',
      storyblok_story_uuid: 'story-uuid-1',
      storyblok_component_uid: 'block-uid-1',
    });
    const success = screen.getByTestId('form-success');
    expect(success.querySelector('h2')?.textContent).toBe('Thanks!');
    expect(success.textContent).toContain('We will be in touch.');
    expect(document.querySelector('form')).toBeNull();
    expect(window.dataLayer).toEqual([
      { event: 'registration_form', form_id: 'form-1' },
      { event: 'submit_registration_form', form_id: 'form-1' },
    ]);
  });

  it('shows server errors per field, the invalid e-mail translated, others as received', async () => {
    mockFetch({
      status: 400,
      body: { email: ['Enter a valid email address.'], data_agreement: ['Must be true.'] },
    });
    renderWithIntl(<RegistrationForm {...props()} />);
    type('email', 'anna@example');
    tick('data_agreement');
    await submit();
    expect(fieldError('email')).toBe('Please enter a valid email address.');
    expect(fieldError('data_agreement')).toBe('Must be true.');
    expect(screen.queryByTestId('form-success')).toBeNull();
    // 000 §7: pushed on submit, not only on success.
    expect(window.dataLayer).toEqual([
      { event: 'registration_form', form_id: 'form-1' },
      { event: 'submit_registration_form', form_id: 'form-1' },
    ]);
  });

  it('pushes no submit_registration_form when invalid fields send nothing', async () => {
    const { fetchMock } = mockFetch();
    renderWithIntl(<RegistrationForm {...props()} />);
    await submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.dataLayer?.map((e) => e.event)).toEqual(['registration_form']);
  });

  it('marks its submit button as tracked (click_button: submit, registration_form)', () => {
    renderWithIntl(<RegistrationForm {...props()} />);
    const button = document.querySelector('button[type=submit]');
    expect(button?.getAttribute('data-track-button')).toBe('submit');
    expect(button?.getAttribute('data-track-element')).toBe('registration_form');
  });

  it('marks its popup as sent when it sits in one (001 §4)', async () => {
    mockFetch({ status: 201, body: { uuid: 'u-1' } });
    renderWithIntl(<RegistrationForm {...props({ popupUid: 'popup-7' })} />);
    type('email', 'anna@example.com');
    tick('data_agreement');
    await submit();
    expect(localStorage.getItem(popupSentKey('popup-7'))).toBe('1');
  });
});
