import { describe, expect, it } from 'vitest';
import { exportHref, filterQuery, listQuery, submissionSummary } from './submissions';

describe('staff submissions', () => {
  it('queries only the filters that are set, with the page', () => {
    const none = { action: '', from: '', to: '' };
    expect(filterQuery(none)).toBe('');
    expect(listQuery(none, 1)).toEqual({});
    expect(listQuery({ action: 'CONTACT_FORM', from: '2026-01-01', to: '' }, 3)).toEqual({
      action: 'CONTACT_FORM',
      created_after: '2026-01-01',
      page: '3',
    });
    expect(filterQuery({ action: 'CONTACT_FORM', from: '2026-01-01', to: '' }, 3)).toBe(
      '?action=CONTACT_FORM&created_after=2026-01-01&page=3',
    );
    expect(exportHref({ action: 'REGISTRATION', from: '2026-01-01', to: '2026-02-01' })).toBe(
      '/api/v1/forms/export/?action=REGISTRATION&created_after=2026-01-01&created_before=2026-02-01',
    );
  });

  it('summarises a submission by name, subject, text and products', () => {
    expect(
      submissionSummary({
        first_name: 'Clara',
        last_name: 'Goldmann',
        subject: 'Sonderanfertigung',
        message: 'x'.repeat(100),
        products: '20-2003',
      }),
    ).toBe(`Clara Goldmann · Sonderanfertigung · ${'x'.repeat(79)}… · 20-2003`);
    expect(submissionSummary({ customer_lastname: 'Berg', notes: 'Gelbgold' })).toBe(
      'Berg · Gelbgold',
    );
    expect(submissionSummary({ event_date: '2027-03-10T07:00:00.000Z' })).toBe('2027-03-10');
    expect(submissionSummary({})).toBe('');
  });
});
