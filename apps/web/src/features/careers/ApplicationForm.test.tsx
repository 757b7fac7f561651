import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithIntl } from '@/ui/test-utils';
import {
  field,
  fieldError,
  mockFetch,
  REQUIRED_EN,
  submit,
  tick,
  type,
} from '@/features/forms/testing';
import { ApplicationForm } from './ApplicationForm';
import { applicationRefusal } from './application';
import { attach, category, controlledUploader, file, instantUploader, PDF } from './testing';

const renderForm = (uploader = instantUploader(), locale: 'en' | 'ja' = 'en') =>
  renderWithIntl(
    <ApplicationForm
      locale={locale}
      positionId="1201"
      positionName="Goldsmith (m/f/d)"
      dataAgreementHref="/en/service/privacy"
      uploader={uploader}
    />,
    { locale },
  );

async function pickDay(n: string) {
  await act(async () => {
    fireEvent.click(within(field('available_from')).getByRole('combobox'));
  });
  const calendar = screen.getByTestId('datepicker-calendar');
  const day = within(calendar)
    .getAllByRole('button')
    .find((b) => b.textContent === n) as HTMLButtonElement;
  await act(async () => {
    fireEvent.click(day);
  });
}

function fillFields() {
  type('first_name', ' Anna ');
  type('last_name', 'Berg');
  type('email', 'anna@example.com');
  type('phone', '+49 (7231) 123-45');
  type('salary_expectations', '52.000 EUR');
  tick('data_agreement');
}

async function attachRequired() {
  await attach('cv', file('cv.pdf', PDF));
  await attach('coverLetter', file('letter.pdf', PDF));
  await attach('references', file('zeugnis.pdf', PDF));
}

const submitButton = () => document.querySelector<HTMLButtonElement>('button[type=submit]')!;

beforeEach(() => {
  window.dataLayer = [];
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2027, 2, 10, 12));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('application form (001 §3, §4, §5, §7, §8)', () => {
  it('names every empty required field and highlights the missing categories; nothing is sent', async () => {
    const { calls } = mockFetch();
    renderForm();
    await submit();
    for (const name of [
      'first_name',
      'last_name',
      'email',
      'salary_expectations',
      'available_from',
    ])
      expect(fieldError(name)).toBe(REQUIRED_EN);
    expect(fieldError('phone')).toBeNull();
    expect(field('data_agreement').textContent).toContain(REQUIRED_EN);
    expect(screen.getByTestId('files-missing').textContent).toBe(
      'Please add a CV, a cover letter and references. The marked documents are missing.',
    );
    for (const name of ['cv', 'coverLetter', 'references'] as const)
      expect(category(name).dataset.missing).toBe('true');
    expect(category('other').dataset.missing).toBeUndefined();
    expect(calls).toHaveLength(0);
  });

  it('checks the e-mail and that available_from is not before today', async () => {
    mockFetch();
    renderForm();
    type('email', 'anna@');
    await pickDay('5');
    expect(screen.getByTestId('datepicker-calendar')).toBeTruthy();
    await submit();
    expect(fieldError('email')).toBe('Please enter a valid e-mail address.');
    // Days before today cannot be picked in the calendar, so none was chosen.
    expect(fieldError('available_from')).toBe(REQUIRED_EN);
  });

  it('un-highlights a category once it has a file', async () => {
    mockFetch();
    renderForm();
    await submit();
    expect(category('cv').dataset.missing).toBe('true');
    await attach('cv', file('cv.pdf', PDF));
    expect(category('cv').dataset.missing).toBeUndefined();
    expect(category('references').dataset.missing).toBe('true');
  });

  it('is busy while files upload and sends nothing then', async () => {
    const { calls } = mockFetch({ status: 201, body: { uuid: 'u' } });
    const { uploader, finishAll } = controlledUploader();
    renderForm(uploader);
    fillFields();
    await pickDay('15');
    await attach('cv', file('cv.pdf', PDF));
    expect(submitButton().getAttribute('aria-busy')).toBe('true');
    await submit();
    expect(calls).toHaveLength(0);
    await finishAll();
    expect(submitButton().getAttribute('aria-busy')).toBeNull();
  });

  it('sends the uploaded files with their categories and the attributes, then shows the success screen', async () => {
    const { calls } = mockFetch({ status: 201, body: { uuid: 'a1' } });
    renderForm();
    fillFields();
    await pickDay('15');
    await attachRequired();
    await attach('other', file('portfolio.pdf', PDF));
    fireEvent.click(screen.getByRole('button', { name: 'Remove portfolio.pdf' }));
    await submit();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toContain('/api/next/personio-form/');
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.body).toEqual({
      first_name: 'Anna',
      last_name: 'Berg',
      email: 'anna@example.com',
      job_position_id: '1201',
      files: [
        expect.objectContaining({ original_filename: 'cv.pdf', category: 'cv' }),
        expect.objectContaining({ original_filename: 'letter.pdf', category: 'cover-letter' }),
        expect.objectContaining({
          original_filename: 'zeugnis.pdf',
          category: 'employment-reference',
        }),
      ],
      attributes: [
        { id: 'phone', value: '+49 (7231) 123-45' },
        { id: 'salary_expectations', value: '52.000 EUR' },
        { id: 'available_from', value: '15.03.2027' },
      ],
      language: 'en',
    });
    expect(screen.getByTestId('form-success').textContent).toContain(
      'Thank you for your application',
    );
    expect(window.dataLayer!.map((e) => e.event)).toEqual([
      'personio_careers_form',
      'submit_job_application',
    ]);
    expect(window.dataLayer![1]).toMatchObject({ job_position_id: '1201' });
  });

  it("shows the server's reasons as personio.{reason}: per field, categories highlighted, the rest under the form", async () => {
    mockFetch({
      status: 400,
      body: {
        errors: [
          { field: 'email', errors: [{ reason: 'errors.email-invalid' }] },
          { field: 'job_position_id', errors: [{ reason: 'errors.position-unknown' }] },
          {
            field: 'files',
            errors: [
              { reason: 'file-upload.validate-files', categories: ['employment-reference'] },
            ],
          },
        ],
      },
    });
    renderForm();
    fillFields();
    await pickDay('15');
    await attachRequired();
    await submit();
    expect(fieldError('email')).toBe('Please enter a valid e-mail address.');
    expect(screen.getByTestId('form-error').textContent).toBe('This position is no longer open.');
    expect(category('references').dataset.missing).toBe('true');
    expect(category('cv').dataset.missing).toBeUndefined();
    expect(screen.queryByTestId('form-success')).toBeNull();
  });

  it('says so when the answer is not understood', () => {
    expect(applicationRefusal(500, null).alerts).toEqual(['errors.write.failed']);
    expect(applicationRefusal(0, null).alerts).toEqual(['errors.write.network']);
    expect(
      applicationRefusal(429, { errors: [{ errors: [{ reason: 'errors.throttled' }] }] }).alerts,
    ).toEqual(['personio.errors.throttled']);
  });

  it('writes the family name first in Japanese', () => {
    renderForm(instantUploader(), 'ja');
    const names = [...document.querySelectorAll('[data-field$="_name"]')].map(
      (el) => (el as HTMLElement).dataset.field,
    );
    expect(names).toEqual(['last_name', 'first_name']);
    expect(screen.getByTestId('file-upload').textContent).toContain('20 MB');
  });
});
