import { describe, expect, it } from 'vitest';
import { requiredFormFields } from '@maison/domain/forms/rules';
import { formSchema } from './schema';

/** The fields the schema refuses, each with its message. */
function refused(schema: ReturnType<typeof formSchema>, values: Record<string, unknown>) {
  return Object.fromEntries(
    (schema.safeParse(values).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );
}

describe('form block schema (000 §5, 001 §5)', () => {
  it('names form-general.required-field for each missing field of the shared rules', () => {
    const schema = formSchema(
      ['email', 'data_agreement'],
      requiredFormFields('REGISTRATION', 'en'),
    );
    expect(refused(schema, { email: ' ', data_agreement: false })).toEqual({
      email: 'form-general.required-field',
      data_agreement: 'form-general.required-field',
    });
    expect(refused(schema, { email: 'anna@example.com', data_agreement: true })).toEqual({});
  });

  it('follows the locale rules and leaves optional fields alone', () => {
    const fields = ['email', 'mobile_phone', 'message', 'data_agreement', 'subject'];
    const values = { email: 'a@b.co', mobile_phone: '', message: 'Hi', data_agreement: true };
    const en = formSchema(fields, requiredFormFields('CONTACT_FORM', 'en'));
    const ko = formSchema(fields, requiredFormFields('CONTACT_FORM', 'ko'));
    expect(refused(en, { ...values, subject: '' })).toEqual({});
    expect(refused(ko, { ...values, subject: '' })).toEqual({
      mobile_phone: 'form-general.required-field',
    });
  });

  it('requires a required field the form does not hold', () => {
    expect(refused(formSchema([], ['email']), {})).toEqual({
      email: 'form-general.required-field',
    });
  });

  it('with an invalid-email message: a typed address must look like one (the wizard, 001 §5)', () => {
    const schema = formSchema(
      ['email', 'gender'],
      ['email', 'gender'],
      'password-forgot.error.email-invalid',
    );
    expect(refused(schema, { email: 'anna@', gender: 'W' })).toEqual({
      email: 'password-forgot.error.email-invalid',
    });
    expect(refused(schema, { email: '', gender: '' })).toEqual({
      email: 'form-general.required-field',
      gender: 'form-general.required-field',
    });
    expect(refused(schema, { email: ' anna@example.com ', gender: 'W' })).toEqual({});
    expect(refused(formSchema(['email'], ['email']), { email: 'anna@' })).toEqual({});
  });
});
