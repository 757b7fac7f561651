import { describe, expect, it } from 'vitest';
import { failedSubmitErrors, parseServerErrors } from './serverErrors';

describe('server errors of the forms (000 §8, 001 §8)', () => {
  it('puts each error under its field; the invalid e-mail becomes form-general.valid-email', () => {
    expect(
      parseServerErrors(
        {
          email: ['Enter a valid email address.'],
          last_name: ['Ensure this field has no more than 255 characters.'],
        },
        ['email', 'last_name'],
      ),
    ).toEqual({
      fields: {
        email: { key: 'form-general.valid-email' },
        last_name: { text: 'Ensure this field has no more than 255 characters.' },
      },
      alert: null,
    });
  });

  it('keeps other texts verbatim, including the required one', () => {
    expect(
      parseServerErrors({ email: ['This field is required.'] }, ['email']).fields.email,
    ).toEqual({ text: 'This field is required.' });
  });

  it('shows detail, or an error of a field the form lacks, under the form', () => {
    expect(parseServerErrors({ detail: 'Request was throttled.' }, ['email']).alert).toEqual({
      text: 'Request was throttled.',
    });
    expect(
      parseServerErrors({ storyblok_component_uid: ['Unknown form.'], code: 'x' }, ['email']).alert,
    ).toEqual({ text: 'Unknown form.' });
    expect(parseServerErrors(null, ['email'])).toEqual({ fields: {}, alert: null });
  });

  it('says why a submission failed when no field names it (issue 14)', () => {
    expect(failedSubmitErrors(429, { detail: 'Request was throttled.' }, ['email'])).toEqual({
      fields: {},
      alert: { key: 'errors.write.throttled' },
    });
    expect(failedSubmitErrors(500, null, ['email']).alert).toEqual({ key: 'errors.write.failed' });
    expect(failedSubmitErrors(400, { email: ['Enter a valid email address.'] }, ['email'])).toEqual(
      { fields: { email: { key: 'form-general.valid-email' } }, alert: null },
    );
    expect(
      failedSubmitErrors(400, { storyblok_component_uid: ['Unknown form.'] }, ['email']).alert,
    ).toEqual({ text: 'Unknown form.' });
  });
});
