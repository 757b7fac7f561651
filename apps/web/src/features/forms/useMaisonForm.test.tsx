import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithIntl } from '@/ui/test-utils';
import { postForm } from './api';
import { DataAgreementField, TextField } from './Fields';
import { StandardForm } from './FormFrame';
import { formPayload } from './payload';
import { copy, fieldError, mockFetch, placement, REQUIRED_EN, submit, tick, type } from './testing';
import { useMaisonForm } from './useMaisonForm';

/** A sign-up form on the shared hook, as a block builds one. */
function SignUp() {
  const form = useMaisonForm({
    action: 'REGISTRATION',
    placement: placement(),
    initial: { email: '', data_agreement: false },
  });
  const onSubmit = form.onSubmit((values) =>
    postForm(formPayload('REGISTRATION', placement(), values, ['email', 'data_agreement'])),
  );
  return (
    <StandardForm component="registration_form" copy={copy()} form={form} onSubmit={onSubmit}>
      <TextField form={form} name="email" />
      <DataAgreementField form={form} label="I agree." href={null} />
    </StandardForm>
  );
}

const alert = () => screen.getByTestId('form-error');
const emailInput = () => document.querySelector<HTMLInputElement>('input[name="email"]')!;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useMaisonForm (000 §4, 001 §4)', () => {
  it('takes the message off a field once it is corrected, and focuses the first invalid one', async () => {
    mockFetch();
    renderWithIntl(<SignUp />);
    await submit();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.activeElement).toBe(emailInput());
    type('email', 'anna@example.com');
    expect(fieldError('email')).toBeNull();
    expect(fieldError('data_agreement')).toBe(REQUIRED_EN);
    tick('data_agreement');
    expect(fieldError('data_agreement')).toBeNull();
  });

  it("takes a server message off its field once it is changed, and the form's on the next send", async () => {
    mockFetch(
      { status: 400, body: { email: ['Enter a valid email address.'] } },
      { status: 429, body: { detail: 'Request was throttled.' } },
      { status: 201, body: { uuid: 'u-1' } },
    );
    renderWithIntl(<SignUp />);
    type('email', 'anna@example');
    tick('data_agreement');
    await submit();
    expect(fieldError('email')).toBe('Please enter a valid email address.');
    type('email', 'anna@example.com');
    expect(fieldError('email')).toBeNull();
    await submit();
    expect(alert().textContent).toBe(
      'Too many attempts in a short time. Please wait a moment and try again.',
    );
    await submit();
    expect(screen.getByTestId('form-success')).toBeTruthy();
  });

  it('sends once while an answer is awaited', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithIntl(<SignUp />);
    type('email', 'anna@example.com');
    tick('data_agreement');
    const form = document.querySelector('form')!;
    await submit();
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.querySelector('button[type=submit]')!.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      answer(new Response(JSON.stringify({ uuid: 'u-2' }), { status: 201 }));
    });
    expect(screen.getByTestId('form-success')).toBeTruthy();
  });
});
