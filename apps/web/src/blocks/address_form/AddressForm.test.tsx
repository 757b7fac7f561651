import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Locale } from '@maison/domain/constants';
import { renderWithIntl } from '@/ui/test-utils';
import {
  choose,
  field,
  fieldError,
  mockFetch,
  placement,
  copy,
  submit,
  tick,
  type,
} from '@/features/forms/testing';
import { AddressForm } from './AddressForm';

const COUNTRIES = [
  { value: 'DE', label: 'Germany' },
  { value: 'JP', label: 'Japan' },
];

/** Renders the form once its country dropdown (a filterable one, in its own chunk) is there. */
async function renderAddress(locale: Locale = 'en') {
  renderWithIntl(
    <AddressForm placement={placement({ locale })} copy={copy()} countries={COUNTRIES} />,
    { locale },
  );
  await within(field('address_country')).findByRole('combobox');
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const errored = () =>
  [...document.querySelectorAll<HTMLElement>('[data-field]')]
    .filter((el) => fieldError(el.dataset.field!, el.parentElement!) !== null)
    .map((el) => el.dataset.field);

describe('address_form (001 §5)', () => {
  it('asks for the family name first in Japanese, the given name first in German', async () => {
    const order = () =>
      [...document.querySelectorAll<HTMLElement>('[data-field$="_name"]')].map(
        (el) => el.dataset.field,
      );
    await renderAddress('ja');
    expect(order()).toEqual(['last_name', 'first_name']);
    cleanup();
    await renderAddress('de');
    expect(order()).toEqual(['first_name', 'last_name']);
  });

  it('requires the address fields and the house number outside Japan', async () => {
    const { fetchMock } = mockFetch();
    await renderAddress('de');
    await submit();
    expect(errored().sort()).toEqual(
      [
        'gender',
        'first_name',
        'last_name',
        'address_street',
        'address_number',
        'address_zip_code',
        'address_city',
        'address_country',
        'email',
        'data_agreement',
      ].sort(),
    );
    expect(fieldError('address_number')).toBe('Dies ist ein Pflichtfeld.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('in Japanese requires region and mobile phone but not the house number, and has no title', async () => {
    mockFetch();
    await renderAddress('ja');
    await submit();
    const missing = errored();
    expect(missing).toContain('address_region');
    expect(missing).toContain('mobile_phone');
    expect(missing).not.toContain('address_number');
    expect(document.querySelector('[data-field="title"]')).toBeNull();
  });

  it('offers the countries and sends a valid address', async () => {
    const { calls } = mockFetch({ status: 201, body: { uuid: 'ad-1' } });
    await renderAddress('en');
    expect(field('address_country').textContent).toContain('*');
    choose('gender', 'W');
    type('first_name', 'Lena');
    type('last_name', 'Hartmann');
    type('address_street', 'Leopoldstraße');
    type('address_number', '28a');
    type('address_zip_code', '80802');
    type('address_city', 'München');
    choose('address_country', 'DE');
    type('email', 'lena@example.com');
    tick('data_agreement');
    await submit();
    expect(calls[0]!.body).toMatchObject({
      title: '',
      gender: 'W',
      first_name: 'Lena',
      last_name: 'Hartmann',
      address_street: 'Leopoldstraße',
      address_number: '28a',
      address_region: '',
      address_zip_code: '80802',
      address_city: 'München',
      address_country: 'DE',
      email: 'lena@example.com',
      mobile_phone: '',
      data_agreement: true,
      newsletter_subscription: false,
      action: 'ADDRESS_FORM',
      used_website_language: 'EN',
    });
    expect(screen.getByTestId('form-success')).toBeTruthy();
  });
});
