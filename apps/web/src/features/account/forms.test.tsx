import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithIntl } from '@/ui/test-utils';
import { mockFetch, submit } from '@/features/forms/testing';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { ResetPasswordForm } from './ResetPasswordForm';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const PAGES = {
  passwordSetPage: '/en/passwort-festlegen',
  afterLoginPage: '/en/konto',
  home: '/en',
};
const LANGUAGES = [
  { value: 'de', label: 'Deutsch' },
  { value: 'en', label: 'English' },
];

beforeEach(() => push.mockClear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const input = (form: HTMLElement, name: string) =>
  form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const fill = (form: HTMLElement, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(input(form, name), { target: { value } });
  }
};
/** The message under an input (aria-describedby), or null. */
const errorOf = (form: HTMLElement, name: string) => {
  const id = input(form, name).getAttribute('aria-describedby');
  return id ? (document.getElementById(id.split(' ')[0]!)?.textContent ?? null) : null;
};
const alertText = (form: HTMLElement) => within(form).getAllByTestId('form-error')[0]!.textContent;

describe('login form (000 §4, §5)', () => {
  it('checks e-mail and password before sending', async () => {
    const { fetchMock } = mockFetch();
    renderWithIntl(<LoginForm next={null} pages={PAGES} />);
    const form = screen.getByTestId('login-form');
    await submit(form);
    expect(errorOf(form, 'email')).toBe('Please enter a valid email address.');
    expect(errorOf(form, 'password')).toBe('Please enter a password.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows wrong credentials under the form, keeping the typed values', async () => {
    const { calls } = mockFetch({
      status: 401,
      body: { detail: 'No active account found with the given credentials' },
    });
    renderWithIntl(<LoginForm next={null} pages={PAGES} />);
    const form = screen.getByTestId('login-form');
    fill(form, { email: ' anna@example.com ', password: 'secret' });
    await submit(form);
    expect(calls[0]).toMatchObject({
      url: '/api/v1/jwt/create/',
      method: 'POST',
      body: { email: 'anna@example.com', password: 'secret' },
    });
    expect(alertText(form)).toBe('The email address or password is incorrect.');
    expect(errorOf(form, 'email')).toBeNull();
    expect(input(form, 'password').value).toBe('secret');
    expect(push).not.toHaveBeenCalled();
  });

  it('goes to the after-login page and stays busy meanwhile', async () => {
    mockFetch({ status: 200, body: { access: 'token', require_password_reset: false } });
    renderWithIntl(<LoginForm next={null} pages={PAGES} />);
    const form = screen.getByTestId('login-form');
    fill(form, { email: 'anna@example.com', password: 'secret' });
    await submit(form);
    expect(push).toHaveBeenCalledWith('/en/konto');
    expect(form.querySelector('button[type=submit]')!.getAttribute('aria-busy')).toBe('true');
  });

  it('signs in by username (a portal user without e-mail) and sends a one-time password on to the password-set page', async () => {
    const { calls } = mockFetch({
      status: 200,
      body: { access: 'token', require_password_reset: true, uid: 'MTI', token: 'set-token' },
    });
    renderWithIntl(<LoginForm next={null} pages={PAGES} />);
    const form = screen.getByTestId('login-form');
    expect(input(form, 'email').type).toBe('text');
    expect(input(form, 'email').autocomplete).toBe('username');
    fill(form, { email: 'atelierwie_lena_vogt_k3', password: 'Kx7mPq2wRt9sVb4n' });
    await submit(form);
    expect(calls[0]!.body).toEqual({
      email: 'atelierwie_lena_vogt_k3',
      password: 'Kx7mPq2wRt9sVb4n',
    });
    expect(push).toHaveBeenCalledWith(
      '/en/passwort-festlegen?token=set-token&uid=MTI&passwordset=true',
    );
  });
});

describe('resend activation (000 §4)', () => {
  const inactive = {
    status: 401,
    body: {
      detail: 'No active account found with the given credentials',
      code: 'no_active_account',
    },
  };

  it('offers a new activation mail under a login refused for an inactive account', async () => {
    const { calls } = mockFetch(inactive, { status: 204 });
    renderWithIntl(<LoginForm next={null} pages={PAGES} />, { locale: 'ja' });
    const form = screen.getByTestId('login-form');
    fill(form, { email: ' late@example.com ', password: 'a-good-password' });
    await submit(form);
    expect(alertText(form)).toBe(
      'アカウントはまだ有効化されていません。有効化メールのリンクをご利用ください。',
    );
    await act(async () => {
      fireEvent.click(within(form).getByTestId('resend-activation'));
    });
    expect(calls[1]).toMatchObject({
      url: '/api/v1/users/resend_activation/',
      method: 'POST',
      body: { email: 'late@example.com', language: 'ja' },
    });
    expect(within(form).getByTestId('resend-activation-sent').textContent).toBe(
      'このアドレスに未有効化のアカウントがある場合は、新しい有効化メールをお送りしました。',
    );
    expect(within(form).queryByTestId('resend-activation')).toBeNull();
  });

  it('says why a resend failed and lets the person try again', async () => {
    const { calls } = mockFetch(inactive, {
      status: 429,
      body: { detail: 'Request was throttled.' },
    });
    renderWithIntl(<LoginForm next={null} pages={PAGES} />);
    const form = screen.getByTestId('login-form');
    fill(form, { email: 'late@example.com', password: 'a-good-password' });
    await submit(form);
    await act(async () => {
      fireEvent.click(within(form).getByTestId('resend-activation'));
    });
    expect(calls).toHaveLength(2);
    expect(
      within(form)
        .getAllByTestId('form-error')
        .map((el) => el.textContent),
    ).toContain('Too many attempts in a short time. Please wait a moment and try again.');
    expect(within(form).getByTestId('resend-activation')).toBeTruthy();
  });

  it('offers nothing when the credentials are wrong', async () => {
    mockFetch({
      status: 401,
      body: { detail: 'No active account found with the given credentials' },
    });
    renderWithIntl(<LoginForm next={null} pages={PAGES} />);
    const form = screen.getByTestId('login-form');
    fill(form, { email: 'anna@example.com', password: 'wrong' });
    await submit(form);
    expect(alertText(form)).toBe('The email address or password is incorrect.');
    expect(within(form).queryByTestId('resend-activation')).toBeNull();
  });
});

describe('register form (001 §2)', () => {
  const renderRegister = () => {
    renderWithIntl(<RegisterForm languages={LANGUAGES} accountHref="/en/konto" />);
    return screen.getByTestId('register-form');
  };

  it('requires the names, a valid e-mail and a repeated password of 8 characters', async () => {
    const { fetchMock } = mockFetch();
    const form = renderRegister();
    fill(form, { email: 'not-an-email', password: 'long enough', re_password: 'other' });
    await submit(form);
    expect(errorOf(form, 'first_name')).toBe('This field is required.');
    expect(errorOf(form, 'last_name')).toBe('This field is required.');
    expect(errorOf(form, 'email')).toBe('Please enter a valid email address.');
    expect(errorOf(form, 'password')).toBeNull();
    expect(errorOf(form, 're_password')).toBe('The passwords do not match.');
    fill(form, { password: 'short', re_password: 'short' });
    await submit(form);
    expect(errorOf(form, 'password')).toBe(
      'This password is too short. It must contain at least 8 characters.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for the family name first in Chinese, the given name first in English', () => {
    const order = (form: HTMLElement) =>
      [...form.querySelectorAll<HTMLInputElement>('input[name$="_name"]')].map((i) => i.name);
    expect(order(renderRegister())).toEqual(['first_name', 'last_name']);
    cleanup();
    renderWithIntl(<RegisterForm languages={LANGUAGES} accountHref="/zh-hans/konto" />, {
      locale: 'zh-hans',
    });
    const chinese = screen.getByTestId('register-form');
    expect(order(chinese)).toEqual(['last_name', 'first_name']);
    expect(input(chinese, 'last_name').getAttribute('autocomplete')).toBe('family-name');
  });

  it('sends the language and shows a refused password under its field', async () => {
    const { calls } = mockFetch({
      status: 400,
      body: { password: ['This password is too common.'] },
    });
    const form = renderRegister();
    fill(form, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com ',
      password: 'password123',
      re_password: 'password123',
    });
    await submit(form);
    expect(calls[0]).toMatchObject({
      url: '/api/v1/users/',
      body: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        password: 'password123',
        re_password: 'password123',
        language: 'en',
      },
    });
    expect(errorOf(form, 'password')).toBe(
      'This password is too common. Please choose another one.',
    );
    expect(input(form, 'password').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks to open the activation mail while the login is refused', async () => {
    mockFetch(
      { status: 201, body: { id: 3, email: 'ada@example.com' } },
      { status: 401, body: { detail: 'No active account found with the given credentials' } },
    );
    const form = renderRegister();
    fill(form, {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'a-good-password',
      re_password: 'a-good-password',
    });
    await submit(form);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByTestId('register-success').textContent).toContain('ada@example.com');
    expect(push).not.toHaveBeenCalled();
  });
});

describe('password forms (000 §4)', () => {
  it('forgot password: checks the e-mail, then shows the success text', async () => {
    const { calls } = mockFetch({ status: 204 });
    renderWithIntl(<ForgotPasswordForm />);
    const form = screen.getByTestId('forgot-form');
    fill(form, { email: 'nope' });
    await submit(form);
    expect(errorOf(form, 'email')).toBe('Please enter a valid email address.');
    expect(calls).toHaveLength(0);
    fill(form, { email: 'anna@example.com' });
    await submit(form);
    expect(calls[0]).toMatchObject({
      url: '/api/v1/users/reset-password/',
      body: { email: 'anna@example.com', language: 'en' },
    });
    expect(screen.getByTestId('forgot-success')).toBeTruthy();
  });

  it('reset: shows the token error under the form', async () => {
    const { calls } = mockFetch({
      status: 400,
      body: { token: ['Invalid token for given user.'] },
    });
    renderWithIntl(<ResetPasswordForm uid="u1" token="t1" loginHref="/en/anmelden" />);
    const form = screen.getByTestId('reset-form');
    fill(form, { password: 'a-new-password', re_password: 'a-new-password' });
    await submit(form);
    expect(calls[0]!.body).toEqual({ password: 'a-new-password', uid: 'u1', token: 't1' });
    expect(alertText(form)).toBe('This link is invalid or has expired. Please request a new one.');
  });

  it('change: empties the fields once the password is changed', async () => {
    const { calls } = mockFetch({ status: 204 });
    renderWithIntl(<ChangePasswordForm />);
    const form = screen.getByTestId('password-form');
    const [current, next, repeat] = form.querySelectorAll('input');
    fireEvent.change(current!, { target: { value: 'old-password' } });
    fireEvent.change(next!, { target: { value: 'a-new-password' } });
    fireEvent.change(repeat!, { target: { value: 'a-new-password' } });
    await submit(form);
    expect(calls[0]!.body).toEqual({
      current_password: 'old-password',
      new_password: 'a-new-password',
    });
    expect([...form.querySelectorAll('input')].map((i) => i.value)).toEqual(['', '', '']);
  });
});
