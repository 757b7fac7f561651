import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithIntl } from '@/ui/test-utils';
import {
  choose,
  field,
  fieldError,
  mockFetch,
  placement,
  copy,
  REQUIRED_EN,
  root,
  submit,
  tick,
  type,
} from '@/features/forms/testing';
import type { FormPlacement } from '@/features/forms/types';
import { GUEST_WISHLIST_KEY } from '@/features/wishlist/wishlist';
import { ContactForm, type ContactFormProps } from './ContactForm';

const PRODUCTS = [
  { mpn: '10-1001', name: 'Flora', name2: 'Ring', image: { src: '/a.svg', alt: 'Flora ring' } },
  { mpn: '20-2003', name: 'Ondine', name2: null, image: null },
];

function renderContact(p: Partial<FormPlacement> = {}, extra: Partial<ContactFormProps> = {}) {
  const locale = p.locale ?? 'en';
  return renderWithIntl(
    <ContactForm
      placement={placement(p)}
      copy={copy()}
      subjects={[]}
      step2={{ headline: 'About you', text: null }}
      back={{ href: '/en', label: 'Back home' }}
      products={PRODUCTS}
      {...extra}
    />,
    { locale },
  );
}

beforeEach(() => {
  localStorage.clear();
  delete window.dataLayer;
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const slides = () =>
  screen.queryAllByTestId('contact-product').map((slide) => slide.getAttribute('data-mpn'));

describe('contact_form step 1 (001 §2–§5)', () => {
  it('shows the required messages under email, message and data agreement and sends nothing', async () => {
    const { fetchMock } = mockFetch();
    renderContact();
    await submit();
    expect(fieldError('email')).toBe(REQUIRED_EN);
    expect(fieldError('message')).toBe(REQUIRED_EN);
    expect(fieldError('data_agreement')).toBe(REQUIRED_EN);
    expect(fieldError('subject')).toBeNull();
    expect(fieldError('mobile_phone')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires the mobile phone in Korean', async () => {
    mockFetch();
    renderContact({ locale: 'ko' });
    await submit();
    expect(fieldError('mobile_phone')).toBe('필수 입력 항목입니다.');
    expect(field('mobile_phone').textContent).toContain('*');
  });

  it('offers the configured subjects as a dropdown', () => {
    renderContact({}, { subjects: ['Care', 'Repair'] });
    choose('subject', 'Repair');
    expect(within(field('subject')).getByRole('combobox').textContent).toContain('Repair');
    expect(field('subject').querySelector<HTMLInputElement>('input[name="subject"]')?.value).toBe(
      'Repair',
    );
  });

  it('preselects ?product= articles in the carousel and removes one', () => {
    window.history.replaceState(null, '', '/?product=10-1001,20-2003,99-9999');
    renderContact();
    expect(slides()).toEqual(['10-1001', '20-2003', '99-9999']);
    const first = screen.getAllByTestId('contact-product')[0]!;
    expect(first.querySelector('img')?.getAttribute('alt')).toBe('Flora ring');
    expect(first.textContent).toContain('Flora');
    expect(first.textContent).toContain('Art. no. 10-1001');
    fireEvent.click(
      within(screen.getAllByTestId('contact-product')[1]!).getByRole('button', {
        name: 'Remove Ondine from the enquiry',
      }),
    );
    expect(slides()).toEqual(['10-1001', '99-9999']);
  });

  it("preselects the visitor's wishlist with ?wishlistinclude", async () => {
    localStorage.setItem(
      GUEST_WISHLIST_KEY,
      JSON.stringify([
        { article: '10-1001', date_added: '2026-01-01T00:00:00Z' },
        { article: '20-2003', date_added: '2026-02-01T00:00:00Z' },
      ]),
    );
    window.history.replaceState(null, '', '/?wishlistinclude=1');
    renderContact();
    // The guest list is cached per page; a storage event makes it read local storage again.
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage'));
    });
    expect(slides()).toEqual(['20-2003', '10-1001']);
  });

  it('shows server field errors per field', async () => {
    mockFetch({ status: 400, body: { email: ['Enter a valid email address.'] } });
    renderContact();
    type('email', 'x@y');
    type('message', 'Hello');
    tick('data_agreement');
    await submit();
    expect(fieldError('email')).toBe('Please enter a valid email address.');
    expect(screen.queryByTestId('form-contact_form-step2')).toBeNull();
  });
});

describe('contact_form in two steps', () => {
  it('posts step 1, patches step 2 and shows the success screen with the back link', async () => {
    localStorage.setItem('gclid', 'G-9');
    localStorage.setItem('fbclid', 'FB-9');
    window.history.replaceState(null, '', '/?product=10-1001,20-2003');
    const { calls } = mockFetch(
      { status: 201, body: { uuid: 'sub-1' } },
      { status: 200, body: { uuid: 'sub-1' } },
    );
    renderContact();
    type('subject', 'Ring size');
    type('email', 'anna@example.com');
    type('mobile_phone', '+49 170 1');
    type('message', 'Does it come in 54?');
    tick('data_agreement');
    await submit();

    expect(calls[0]).toMatchObject({ url: '/api/v1/forms/', method: 'POST' });
    expect(calls[0]!.body).toEqual({
      subject: 'Ring size',
      email: 'anna@example.com',
      mobile_phone: '+49 170 1',
      message: 'Does it come in 54?',
      data_agreement: true,
      products: '10-1001,20-2003',
      action: 'CONTACT_FORM',
      form_id: 'form-1',
      used_website_language: 'EN',
      storyblok_story_uuid: 'story-uuid-1',
      storyblok_component_uid: 'block-uid-1',
      store_uuid: null,
      metadata: { context: 'website' },
      google_click_id: 'G-9',
      meta_click_id: 'FB-9',
    });
    expect(window.dataLayer).toEqual([
      { event: 'submit_contact_form', form_id: 'form-1', products: '10-1001,20-2003' },
    ]);

    const step2 = screen.getByTestId('form-contact_form-step2');
    expect(root('contact_form').contains(step2)).toBe(true);
    expect(screen.getByRole('heading', { name: 'About you' })).toBeTruthy();
    choose('title', 'PROF', step2);
    choose('gender', 'W', step2);
    type('first_name', 'Anna', step2);
    type('last_name', 'Berg', step2);
    type('address_zip_code', '75172', step2);
    type('address_city', 'Pforzheim', step2);
    tick('newsletter_subscription', step2);
    await submit(step2);

    expect(calls[1]).toMatchObject({ url: '/api/v1/forms/sub-1/', method: 'PATCH' });
    expect(calls[1]!.body).toEqual({
      title: 'PROF',
      gender: 'W',
      first_name: 'Anna',
      last_name: 'Berg',
      address_zip_code: '75172',
      address_city: 'Pforzheim',
      newsletter_subscription: true,
      google_click_id: 'G-9',
      meta_click_id: 'FB-9',
      action: 'CONTACT_FORM',
      form_id: 'form-1',
      language: 'EN',
    });
    const success = screen.getByTestId('form-success');
    expect(success.querySelector('h2')?.textContent).toBe('Thanks!');
    expect(within(success).getByRole('link', { name: 'Back home' }).getAttribute('href')).toBe(
      '/en',
    );
    expect(window.dataLayer?.[1]).toEqual({
      event: 'submit_contact_form_second_step',
      form_id: 'form-1',
    });
  });

  it('sends empty products and hides the title in Japanese; step 2 needs nothing', async () => {
    const { calls } = mockFetch(
      { status: 201, body: { uuid: 'sub-2' } },
      { status: 200, body: { uuid: 'sub-2' } },
    );
    renderContact({ locale: 'ja' });
    type('email', 'aiko@example.jp');
    type('message', 'こんにちは');
    tick('data_agreement');
    await submit();
    expect((calls[0]!.body as Record<string, unknown>).products).toBe('');
    expect((calls[0]!.body as Record<string, unknown>).used_website_language).toBe('JA');
    expect(window.dataLayer?.[0]).toEqual({
      event: 'submit_contact_form',
      form_id: 'form-1',
      products: '',
    });
    const step2 = screen.getByTestId('form-contact_form-step2');
    expect(step2.querySelector('[data-field="title"]')).toBeNull();
    await submit(step2);
    expect(calls[1]!.body).toEqual({
      first_name: '',
      last_name: '',
      address_zip_code: '',
      address_city: '',
      newsletter_subscription: false,
      google_click_id: null,
      meta_click_id: null,
      action: 'CONTACT_FORM',
      form_id: 'form-1',
      language: 'JA',
    });
    expect(screen.getByTestId('form-success')).toBeTruthy();
  });

  it('says why step 2 failed and keeps the details (issue 14, not 001 §8)', async () => {
    mockFetch(
      { status: 201, body: { uuid: 'sub-3' } },
      { status: 404, body: { detail: 'Not found.' } },
    );
    renderContact();
    type('email', 'anna@example.com');
    type('message', 'Hi');
    tick('data_agreement');
    await submit();
    const step2 = screen.getByTestId('form-contact_form-step2');
    type('first_name', 'Anna', step2);
    await submit(step2);
    expect(screen.queryByTestId('form-success')).toBeNull();
    const button = step2.querySelector('button[type=submit]')!;
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(within(step2).getByTestId('form-error').textContent).toBe(
      'Our server could not complete this just now. Please try again in a moment.',
    );
    expect((step2.querySelector('input[name="first_name"]') as HTMLInputElement).value).toBe(
      'Anna',
    );
    expect(window.dataLayer?.map((e) => e.event)).toEqual(['submit_contact_form']);
  });

  it('shows a refused step 2 field under that field', async () => {
    mockFetch(
      { status: 201, body: { uuid: 'sub-5' } },
      { status: 400, body: { first_name: ['Ensure this field has no more than 255 characters.'] } },
    );
    renderContact();
    type('email', 'anna@example.com');
    type('message', 'Hi');
    tick('data_agreement');
    await submit();
    const step2 = screen.getByTestId('form-contact_form-step2');
    type('first_name', 'A'.repeat(300), step2);
    await submit(step2);
    expect(fieldError('first_name', step2)).toBe(
      'Ensure this field has no more than 255 characters.',
    );
    expect(screen.queryByTestId('form-success')).toBeNull();
  });

  it('carries the microsite context and the jeweler CRM id', async () => {
    const { calls } = mockFetch({ status: 201, body: { uuid: 'sub-4' } });
    renderContact({
      microsite: {
        slug: 'juwelier-albrecht-hamburg',
        storyUuid: 'jeweler-story',
        crmUuid: 'crm-1',
      },
    });
    type('email', 'anna@example.com');
    type('message', 'Hi');
    tick('data_agreement');
    await submit();
    expect(calls[0]!.body).toMatchObject({
      store_uuid: 'crm-1',
      metadata: {
        context: 'microsite',
        jeweler_slug: 'juwelier-albrecht-hamburg',
        jeweler_story_uuid: 'jeweler-story',
      },
    });
  });
});
