import { act, fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import type { ApplicationUploadCategory } from '@maison/domain/constants';
import type { UploadAnswer, UploadedFile, Uploader } from './files';

/** Test helpers of the application form (not shipped: only tests import this file). */

export const PDF = '%PDF-1.7\n';
/** A Windows executable's start: what a `.pdf` that is really a program begins with. */
export const EXECUTABLE = 'MZ\x90\x00';

export function file(name: string, content: string, size?: number): File {
  const f = new File([content], name);
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
}

const uploadedFile = (f: File, n: number): UploadedFile => ({
  uuid: `00000000-0000-4000-8000-00000000000${n}`,
  original_filename: f.name,
  size: f.size,
  mimetype: 'application/pdf',
  extension: 'pdf',
});

/** An uploader whose answers the test releases one by one; records each call. */
export function controlledUploader() {
  const pending: { file: File; signal: AbortSignal; answer: (a: UploadAnswer) => void }[] = [];
  const calls: File[] = [];
  const uploader: Uploader = vi.fn(
    (f: File, signal: AbortSignal) =>
      new Promise<UploadAnswer>((resolve) => {
        calls.push(f);
        pending.push({ file: f, signal, answer: resolve });
      }),
  );
  /** Answers every waiting upload as stored. */
  const finishAll = async () => {
    await act(async () => {
      for (const [i, p] of pending.splice(0).entries())
        p.answer({ ok: true, file: uploadedFile(p.file, i + calls.length) });
    });
  };
  return { uploader, calls, pending, finishAll };
}

/** An uploader that stores every file at once. */
export function instantUploader(): Uploader {
  let n = 0;
  return vi.fn(async (f: File) => ({ ok: true as const, file: uploadedFile(f, ++n) }));
}

/** Chooses files in a category's file input and lets the checks and uploads start. */
export async function attach(category: ApplicationUploadCategory, ...files: File[]) {
  const input = document.querySelector<HTMLInputElement>(
    `[data-category="${category}"] input[type=file]`,
  );
  if (!input) throw new Error(`no file input for ${category}`);
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

export const category = (name: ApplicationUploadCategory) =>
  document.querySelector<HTMLElement>(`[data-category="${name}"]`)!;
