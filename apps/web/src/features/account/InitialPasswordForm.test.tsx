import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { mockFetch, submit } from '@/features/forms/testing';
import { toast } from '@/ui/Toast';
import { renderWithIntl } from '@/ui/test-utils';
import { InitialPasswordForm } from './InitialPasswordForm';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

beforeEach(() => push.mockClear());
afterEach(() => {
  cleanup();
  act(() => toast.clear());
  vi.unstubAllGlobals();
});

function renderForm() {
  renderWithIntl(
    <InitialPasswordForm uid="MTI" token="invite-token" loginHref="/anmelden?passwordset=true" />,
    { locale: 'de' },
  );
  return screen.getByTestId('initial-password-form');
}
const fill = (form: HTMLElement, password: string, repeat: string) => {
  const [first, second] = form.querySelectorAll('input');
  fireEvent.change(first!, { target: { value: password } });
  fireEvent.change(second!, { target: { value: repeat } });
};

describe('initial password page (002 §2)', () => {
  it('checks the password with the reset form’s rules before sending', async () => {
    const { fetchMock } = mockFetch();
    const form = renderForm();
    fill(form, 'short', 'short');
    await submit(form);
    expect(form.textContent).toContain(
      'Das Passwort ist zu kurz. Es muss mindestens 8 Zeichen lang sein.',
    );
    fill(form, 'a-new-password', 'another-one');
    await submit(form);
    expect(form.textContent).toContain('Die Passwörter stimmen nicht überein.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the password with uid and token, then goes to the login page', async () => {
    const { calls } = mockFetch({ status: 204 });
    const form = renderForm();
    fill(form, 'a-new-password', 'a-new-password');
    await submit(form);
    expect(calls[0]).toMatchObject({
      url: '/api/v1/users/initial-password/',
      method: 'POST',
      body: { uid: 'MTI', token: 'invite-token', password: 'a-new-password' },
    });
    expect(push).toHaveBeenCalledWith('/anmelden?passwordset=true');
  });

  it('shows an expired link as the password reset does', async () => {
    mockFetch({ status: 400, body: { token: ['Invalid token for given user.'] } });
    const form = renderForm();
    fill(form, 'a-new-password', 'a-new-password');
    await submit(form);
    expect(within(form).getByTestId('form-error').textContent).toBe(
      'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    );
    expect(push).not.toHaveBeenCalled();
  });
});
