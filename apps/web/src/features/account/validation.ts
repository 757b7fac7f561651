import { z } from '@/features/security/zod';
import { PASSWORD_MIN_LENGTH } from '@maison/domain/constants';
import { isEmailAddress as isEmail } from '@maison/domain/forms/rules';

/**
 * The account forms' checks before sending (000 §5, 001 §2) as zod schemas for react-hook-form.
 * Each message is the translation key shown under its field.
 */

const filled = (message: string) =>
  z.string().check(z.refine((value) => value.trim() !== '', message));
const required = filled('form-general.required-field');
const password = z.string().check(z.minLength(1, 'register.error.password-required'));
/** 000 §5: the first failing rule is the one shown. */
const newPassword = password.check(
  z.minLength(PASSWORD_MIN_LENGTH, 'register.error.password-too-short'),
);

/** The repetition must equal the new password once one is typed. */
function repeats<F extends string, R extends string>(field: F, repeat: R) {
  return z.refine<Record<F | R, string>>(
    (values) => !values[field] || values[repeat] === values[field],
    { path: [repeat], message: 'register.error.password-repeat' },
  );
}

/**
 * 000 §5: login needs an e-mail and a password. The e-mail is only required, not checked for
 * its form: a username (no '@') signs in a portal user made without an e-mail (002 §5).
 */
export const loginSchema = z.object({
  email: filled('register.error.email-invalid'),
  password,
});

/** 001 §2: registration; names are required, the password follows 000 §5. */
export const registrationSchema = z
  .object({
    first_name: required,
    last_name: required,
    email: z.string().check(z.refine(isEmail, 'register.error.email-invalid')),
    password: newPassword,
    re_password: z.string(),
    language: z.string(),
  })
  .check(repeats('password', 're_password'));

/** 000 §5: forgot password needs a well-formed e-mail. */
export const forgotPasswordSchema = z.object({
  email: z.string().check(z.refine(isEmail, 'password-forgot.error.email-invalid')),
});

/** 000 §5: a new password and its repetition. */
export const newPasswordSchema = z
  .object({ password: newPassword, re_password: z.string() })
  .check(repeats('password', 're_password'));

/** 001 §2: the current password, and a new one with its repetition. */
export const changePasswordSchema = z
  .object({ current_password: password, new_password: newPassword, re_new_password: z.string() })
  .check(repeats('new_password', 're_new_password'));

/** 001 §2: the profile; names are required. */
export const profileSchema = z.object({
  title: z.string(),
  gender: z.string(),
  first_name: required,
  last_name: required,
  language: z.string(),
  newsletter: z.boolean(),
});
