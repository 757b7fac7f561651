import { describe, expect, it } from 'vitest';
import { parseFormErrors, resetConfirmError, statusMessage, writeErrors } from './errors';
import type { z } from 'zod/mini';
import { loginSchema, newPasswordSchema, registrationSchema } from './validation';

describe('server message mapping (000 §5, §8)', () => {
  it('maps the login detail texts to their keys', () => {
    const wrong = { detail: 'No active account found with the given credentials' };
    expect(parseFormErrors(wrong, ['email', 'password']).detail).toEqual({
      key: 'loginForm.error.wrong-credentials',
    });
    expect(parseFormErrors({ detail: 'no_active_account' }, ['email']).detail).toEqual({
      key: 'loginForm.error.no-active-account',
    });
    expect(
      parseFormErrors({ ...wrong, code: 'no_active_account' }, ['email', 'password']).detail,
    ).toEqual({ key: 'loginForm.error.no-active-account' });
  });

  it('maps known field texts and keeps other texts verbatim', () => {
    const body = {
      email: ['user with this email already exists.'],
      password: ['This password is too common.'],
      first_name: ['Ensure this field has no more than 150 characters.'],
    };
    const { fields } = parseFormErrors(body, ['email', 'password', 'first_name']);
    expect(fields.email).toEqual({ key: 'register.error.user-exists' });
    expect(fields.password).toEqual({ key: 'register.error.password-too-common' });
    expect(fields.first_name).toEqual({
      text: 'Ensure this field has no more than 150 characters.',
    });
    const short = parseFormErrors(
      { password: ['This password is too short. It must contain at least 8 characters.'] },
      ['password'],
    );
    expect(short.fields.password).toEqual({ key: 'register.error.password-too-short' });
  });

  it('turns unmapped email errors into email-check and invalid ones into valid-email', () => {
    expect(parseFormErrors({ email: ['Something odd.'] }, ['email']).fields.email).toEqual({
      key: 'register.error.email-check',
    });
    expect(
      parseFormErrors({ email: ['Enter a valid email address.'] }, ['email']).fields.email,
    ).toEqual({ key: 'form-general.valid-email' });
  });

  it('shows the first reset-confirm error among error, password, token, uid', () => {
    expect(
      resetConfirmError({ uid: ['Invalid user id.'], token: ['Invalid token for given user.'] }),
    ).toEqual({ key: 'password-forgot.error.invalid-token' });
    expect(resetConfirmError({ password: ['This password is too common.'], uid: ['x'] })).toEqual({
      key: 'register.error.password-too-common',
    });
    expect(resetConfirmError({ error: 'Boom' })).toEqual({ text: 'Boom' });
    expect(resetConfirmError(null)).toBeNull();
  });
});

describe('failed writes say why (issue 14)', () => {
  it('names the reason by status: network, login, refusal, throttling, anything else', () => {
    expect([0, 401, 403, 429, 500, 502, 404].map((s) => statusMessage(s))).toEqual([
      { key: 'errors.write.network' },
      { key: 'errors.write.session' },
      { key: 'errors.write.forbidden' },
      { key: 'errors.write.throttled' },
      { key: 'errors.write.failed' },
      { key: 'errors.write.failed' },
      { key: 'errors.write.failed' },
    ]);
  });

  it('keeps field messages and translated texts; English details of 403/429 give way', () => {
    const login = {
      status: 401,
      data: { detail: 'No active account found with the given credentials' },
    };
    expect(writeErrors(login, ['email']).detail).toEqual({
      key: 'loginForm.error.wrong-credentials',
    });
    const throttled = {
      status: 429,
      data: { detail: 'Request was throttled. Expected available in 60 seconds.' },
    };
    expect(writeErrors(throttled, ['email'])).toEqual({
      fields: {},
      detail: { key: 'errors.write.throttled' },
    });
    expect(writeErrors({ status: 502, data: null }, ['email']).detail).toEqual({
      key: 'errors.write.failed',
    });
    const fields = { status: 400, data: { email: ['Enter a valid email address.'] } };
    expect(writeErrors(fields, ['email'])).toEqual({
      fields: { email: { key: 'form-general.valid-email' } },
      detail: null,
    });
    // 000 §8: another server text of a 400 is shown as received.
    expect(writeErrors({ status: 400, data: { detail: 'Odd.' } }, ['email']).detail).toEqual({
      text: 'Odd.',
    });
  });
});

/** The message per field as the form shows it: react-hook-form keeps each field's first. */
function messages(schema: z.ZodMiniType, values: unknown): Record<string, { key: string }> {
  const shown: Record<string, { key: string }> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? []) {
    shown[issue.path.join('.')] ??= { key: issue.message };
  }
  return shown;
}
const validateLogin = (values: unknown) => messages(loginSchema, values);
const validateNewPassword = (values: unknown) => messages(newPasswordSchema, values);
const validateRegistration = (values: unknown) => messages(registrationSchema, values);

describe('client checks (000 §5)', () => {
  it('login needs e-mail and password', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({
      email: { key: 'register.error.email-invalid' },
      password: { key: 'register.error.password-required' },
    });
  });

  it('login takes a username as well (a value without @, 002 §5)', () => {
    expect(validateLogin({ email: 'atelier_wi_julia_hofma_x7', password: 'secret' })).toEqual({});
  });

  it('a new password needs 8 characters and a matching repeat', () => {
    expect(validateNewPassword({ password: '', re_password: '' }).password).toEqual({
      key: 'register.error.password-required',
    });
    expect(validateNewPassword({ password: 'short', re_password: 'short' }).password).toEqual({
      key: 'register.error.password-too-short',
    });
    expect(validateNewPassword({ password: 'long enough', re_password: 'other' })).toEqual({
      re_password: { key: 'register.error.password-repeat' },
    });
  });

  it('registration requires names and a well-formed e-mail', () => {
    const errors = validateRegistration({
      first_name: '',
      last_name: 'Muster',
      email: 'not-an-email',
      password: 'a-good-password',
      re_password: 'a-good-password',
      language: 'de',
    });
    expect(errors).toEqual({
      first_name: { key: 'form-general.required-field' },
      email: { key: 'register.error.email-invalid' },
    });
  });
});
