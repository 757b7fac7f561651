import { describe, expect, it } from 'vitest';
import { APPLICATION_FILE_MAX_BYTES } from '../constants/careers';
import {
  availableFromAllowed,
  contentMatchesExtension,
  fileExtension,
  fileProblem,
  formatDeDate,
  missingFileCategories,
  parseDeDate,
} from '.';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('application files (001 §5)', () => {
  it('reads the allowed extension case-insensitively', () => {
    expect(fileExtension('Lebenslauf.PDF')).toBe('pdf');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('script.exe')).toBeNull();
    expect(fileExtension('pdf')).toBeNull();
    expect(fileExtension('.pdf')).toBeNull();
  });

  it('allows 19,999,999 bytes and refuses 20,000,000', () => {
    expect(fileProblem({ name: 'a.pdf', size: APPLICATION_FILE_MAX_BYTES - 1 })).toBeNull();
    expect(fileProblem({ name: 'a.pdf', size: APPLICATION_FILE_MAX_BYTES })).toBe(
      'errors.filesize',
    );
    expect(fileProblem({ name: 'a.exe', size: 10 })).toBe('errors.fileformat');
  });

  it('checks the content against the extension: an executable named .pdf is refused', () => {
    expect(contentMatchesExtension('pdf', bytes('%PDF-1.7\n'))).toBe(true);
    expect(fileProblem({ name: 'cv.pdf', size: 100, head: bytes('MZ\x90\x00') })).toBe(
      'errors.fileformat',
    );
    expect(contentMatchesExtension('docx', new Uint8Array([0x50, 0x4b, 3, 4]))).toBe(true);
    expect(contentMatchesExtension('png', bytes('%PDF-'))).toBe(false);
    expect(contentMatchesExtension('txt', bytes('Sehr geehrte Damen und Herren'))).toBe(true);
    expect(contentMatchesExtension('txt', bytes('\x7fELF\x02'))).toBe(false);
    expect(contentMatchesExtension('txt', new Uint8Array([0x41, 0, 0x42]))).toBe(false);
    expect(contentMatchesExtension('mp4', bytes('\0\0\0\x18ftypmp42'))).toBe(true);
    expect(contentMatchesExtension('avi', bytes('RIFF\0\0\0\0AVI LIST'))).toBe(true);
  });
});

describe('applications (001 §5)', () => {
  it('names the missing required categories', () => {
    expect(missingFileCategories([])).toEqual(['cv', 'employment-reference', 'cover-letter']);
    expect(
      missingFileCategories([
        { category: 'cv' },
        { category: 'other' },
        { category: 'cover-letter' },
      ]),
    ).toEqual(['employment-reference']);
  });

  it('formats and checks available_from in de-DE format, not before today', () => {
    expect(formatDeDate({ year: 2026, month: 3, day: 7 })).toBe('07.03.2026');
    expect(parseDeDate('31.02.2026')).toBeNull();
    expect(parseDeDate('2026-03-07')).toBeNull();
    expect(availableFromAllowed('07.03.2026', '2026-03-07')).toBe(true);
    expect(availableFromAllowed('06.03.2026', '2026-03-07')).toBe(false);
    expect(availableFromAllowed('01.01.2027', '2026-03-07')).toBe(true);
  });
});
