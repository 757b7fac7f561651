import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { APPLICATION_FILE_MAX_BYTES } from '@maison/domain/constants';
import { renderWithIntl } from '@/ui/test-utils';
import { ApplicationForm } from './ApplicationForm';
import {
  attach,
  category,
  controlledUploader,
  EXECUTABLE,
  file,
  instantUploader,
  PDF,
} from './testing';

const renderForm = (uploader = instantUploader(), locale: 'en' | 'de' = 'en') =>
  renderWithIntl(
    <ApplicationForm
      locale={locale}
      positionId="1201"
      positionName="Goldsmith (m/f/d)"
      dataAgreementHref={null}
      uploader={uploader}
    />,
    { locale },
  );

afterEach(() => vi.restoreAllMocks());

describe('file upload (001 §3, §4, §5)', () => {
  it('offers the four categories, marks three required and states the 20 MB maximum', () => {
    renderForm();
    const upload = screen.getByTestId('file-upload');
    expect(upload.textContent).toContain('20 MB');
    for (const name of ['CV *', 'Cover letter *', 'References *', 'Other documents'])
      expect(upload.textContent).toContain(name);
    expect(category('other').textContent).not.toContain('*');
  });

  it('refuses a file too large without reading it, and one whose content is not its extension', async () => {
    const { uploader, calls } = controlledUploader();
    renderForm(uploader);
    const big = file('cv.pdf', PDF, APPLICATION_FILE_MAX_BYTES);
    const slice = vi.spyOn(big, 'slice');
    await attach('cv', big);
    await attach('coverLetter', file('letter.pdf', EXECUTABLE));
    expect(slice).not.toHaveBeenCalled();
    expect(within(category('cv')).getByTestId('file-error').textContent).toBe(
      'cv.pdf: The file is too large. The maximum is 20 MB.',
    );
    expect(within(category('coverLetter')).getByTestId('file-error').textContent).toContain(
      'letter.pdf: This file format is not allowed',
    );
    await attach('other', file('notes.exe', 'MZ'));
    expect(within(category('other')).getByTestId('file-error').textContent).toContain(
      'This file format is not allowed',
    );
    expect(calls).toHaveLength(0);
    expect(screen.queryAllByTestId('file-item')).toHaveLength(0);
  });

  it('accepts a file of 19,999,999 bytes and shows it uploading, then uploaded', async () => {
    const { uploader, calls, finishAll } = controlledUploader();
    renderForm(uploader);
    await attach('cv', file('cv.pdf', PDF, APPLICATION_FILE_MAX_BYTES - 1));
    expect(calls.map((f) => f.name)).toEqual(['cv.pdf']);
    const item = screen.getByTestId('file-item');
    expect(item.dataset.state).toBe('uploading');
    expect(item.textContent).toContain('Uploading');
    expect(item.textContent).toContain('20 MB');
    await finishAll();
    expect(screen.getByTestId('file-item').dataset.state).toBe('uploaded');
    expect(screen.getByTestId('file-item').textContent).toContain('Uploaded');
  });

  it('removes a file, and a file removed while uploading stops its upload', async () => {
    const { uploader, pending, finishAll } = controlledUploader();
    renderForm(uploader);
    await attach('cv', file('cv.pdf', PDF));
    const signal = pending[0]!.signal;
    fireEvent.click(screen.getByRole('button', { name: 'Remove cv.pdf' }));
    expect(signal.aborted).toBe(true);
    expect(screen.queryAllByTestId('file-item')).toHaveLength(0);
    await finishAll();
    expect(screen.queryAllByTestId('file-item')).toHaveLength(0);

    await attach('references', file('ref.pdf', PDF));
    await finishAll();
    expect(screen.getAllByTestId('file-item')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Remove ref.pdf' }));
    expect(screen.queryAllByTestId('file-item')).toHaveLength(0);
  });

  it("shows the server's refusal as personio.{reason}", async () => {
    const uploader = vi.fn(async () => ({
      ok: false as const,
      message: 'personio.errors.fileformat',
    }));
    renderForm(uploader);
    await attach('cv', file('cv.pdf', PDF));
    expect(screen.queryAllByTestId('file-item')).toHaveLength(0);
    expect(within(category('cv')).getByTestId('file-error').textContent).toContain(
      'cv.pdf: This file format is not allowed',
    );
  });

  it('is labelled in German', async () => {
    renderForm(instantUploader(), 'de');
    expect(screen.getByTestId('file-upload').textContent).toContain('höchstens 20 MB');
    await act(async () => {
      await attach('cv', file('cv.txt', 'Lebenslauf'));
    });
    expect(screen.getByTestId('file-item').textContent).toContain('Hochgeladen');
  });
});
