import { PASSWORD_MIN_LENGTH } from '@maison/domain/constants';
import type { FormMessage } from './errors';

/** A standard e-mail pattern: something@domain.tld, no spaces (000 §5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

type Errors<F extends string> = Partial<Record<F, FormMessage>>;

const key = (k: string): FormMessage => ({ key: k });
const REQUIRED = key('form-general.required-field');

function newPasswordErrors(password: string, repeat: string): Errors<'password' | 're_password'> {
  const errors: Errors<'password' | 're_password'> = {};
  if (!password) errors.password = key('register.error.password-required');
  else if (password.length < PASSWORD_MIN_LENGTH)
    errors.password = key('register.error.password-too-short');
  if (password && repeat !== password) errors.re_password = key('register.error.password-repeat');
  return errors;
}

/** 000 §5: login needs an e-mail and a password. */
export function validateLogin(values: { email: string; password: string }) {
  const errors: Errors<'email' | 'password'> = {};
  if (!values.email.trim()) errors.email = key('register.error.email-invalid');
  if (!values.password) errors.password = key('register.error.password-required');
  return errors;
}

/** 001 §2: registration; names are required, the password follows 000 §5. */
export function validateRegistration(values: {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  re_password: string;
}) {
  const errors: Errors<'first_name' | 'last_name' | 'email' | 'password' | 're_password'> = {
    ...newPasswordErrors(values.password, values.re_password),
  };
  if (!values.first_name.trim()) errors.first_name = REQUIRED;
  if (!values.last_name.trim()) errors.last_name = REQUIRED;
  if (!isEmail(values.email)) errors.email = key('register.error.email-invalid');
  return errors;
}

/** 000 §5: forgot password needs a well-formed e-mail. */
export function validateForgotPassword(values: { email: string }) {
  const errors: Errors<'email'> = {};
  if (!isEmail(values.email)) errors.email = key('password-forgot.error.email-invalid');
  return errors;
}

/** 000 §5: a new password and its repetition. */
export function validateNewPassword(values: { password: string; re_password: string }) {
  return newPasswordErrors(values.password, values.re_password);
}
