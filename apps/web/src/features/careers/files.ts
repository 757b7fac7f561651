'use client';

import { useCallback, useRef, useState } from 'react';
import { api, send, type InferResponseType } from '@maison/api/web-client';
import {
  APPLICATION_FILE_SNIFF_BYTES,
  type ApplicationUploadCategory,
} from '@maison/domain/constants';
import { fileProblem, fileSizeAllowed } from '@maison/domain/careers/files';

/** 001 §3 "Uploaded file": the server's answer to an upload. */
export type UploadedFile = InferResponseType<
  (typeof api.api.next)['personio-form-file']['index']['$post'],
  201
>;

/** 001 §4 "File item": uploading, then uploaded; removable in both states. */
export interface FileItem {
  key: string;
  category: ApplicationUploadCategory;
  name: string;
  size: number;
  state: 'uploading' | 'uploaded';
  uploaded?: UploadedFile;
}

/** A file refused in the browser or by the server, with its message key. */
export interface Rejection {
  key: string;
  category: ApplicationUploadCategory;
  name: string;
  message: string;
}

export type UploadAnswer = { ok: true; file: UploadedFile } | { ok: false; message: string };
export type Uploader = (file: File, signal: AbortSignal) => Promise<UploadAnswer>;

/** The first bytes of a file, for its content check (the server checks them again). */
async function readHead(file: Blob): Promise<Uint8Array> {
  const part = file.slice(0, APPLICATION_FILE_SNIFF_BYTES);
  return new Uint8Array(await part.arrayBuffer());
}

/**
 * 001 §5, §8: the message key of a file the browser refuses (size, extension, content against
 * the extension), or null. A file too large is refused before any byte of it is read.
 */
async function browserFileProblem(file: File): Promise<string | null> {
  const head = fileSizeAllowed(file.size) ? await readHead(file) : undefined;
  const problem = fileProblem({ name: file.name, size: file.size, head });
  return problem ? `personio.${problem}` : null;
}

/** The first reason of a Personio-shaped refusal as a message key. */
function refusalMessage(status: number, data: unknown): string {
  const errors = (data as { errors?: { errors?: { reason?: unknown }[] }[] } | null)?.errors;
  const reason = Array.isArray(errors) ? errors[0]?.errors?.[0]?.reason : undefined;
  if (typeof reason === 'string') return `personio.${reason}`;
  return status === 0 ? 'errors.write.network' : 'personio.errors.upload-failed';
}

/** 001 §7: POST /api/next/personio-form-file/ with the multipart field `file`, Accept json. */
export const uploadFile: Uploader = async (file, signal) => {
  const res = await send(
    api.api.next['personio-form-file'].index.$post({ form: { file } }, { init: { signal } }),
  );
  if (res.status === 201 && res.ok && res.data) return { ok: true, file: res.data };
  return { ok: false, message: refusalMessage(res.status, res.data) };
};

let sequence = 0;
const nextKey = () => `file-${++sequence}`;

/**
 * The application's files: each chosen file is checked, then uploaded at once; a removed file
 * stops its upload. Only uploaded files are sent with the application (001 §4).
 */
export function useApplicationFiles(uploader: Uploader = uploadFile) {
  const [items, setItems] = useState<FileItem[]>([]);
  const [rejections, setRejections] = useState<Rejection[]>([]);
  const uploads = useRef(new Map<string, AbortController>());

  const update = (key: string, change: (item: FileItem) => FileItem | null) =>
    setItems((list) =>
      list.flatMap((item) => {
        if (item.key !== key) return [item];
        const next = change(item);
        return next ? [next] : [];
      }),
    );

  const uploadOne = useCallback(
    async (category: ApplicationUploadCategory, file: File) => {
      const message = await browserFileProblem(file);
      if (message) {
        setRejections((list) => [...list, { key: nextKey(), category, name: file.name, message }]);
        return;
      }
      const key = nextKey();
      const controller = new AbortController();
      uploads.current.set(key, controller);
      setItems((list) => [
        ...list,
        { key, category, name: file.name, size: file.size, state: 'uploading' },
      ]);
      let answer: UploadAnswer;
      try {
        answer = await uploader(file, controller.signal);
      } catch {
        answer = { ok: false, message: 'errors.write.network' };
      }
      const removed = controller.signal.aborted;
      uploads.current.delete(key);
      if (removed) return;
      if (answer.ok) {
        const uploaded = answer.file;
        update(key, (item) => ({ ...item, state: 'uploaded', uploaded }));
      } else {
        const refused = answer.message;
        update(key, () => null);
        setRejections((list) => [...list, { key, category, name: file.name, message: refused }]);
      }
    },
    [uploader],
  );

  /** Adds files to a category; the category's earlier refusals are cleared. */
  const add = useCallback(
    (category: ApplicationUploadCategory, files: readonly File[]) => {
      setRejections((list) => list.filter((r) => r.category !== category));
      for (const file of files) void uploadOne(category, file);
    },
    [uploadOne],
  );

  const remove = useCallback((key: string) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    setItems((list) => list.filter((item) => item.key !== key));
  }, []);

  const dismiss = useCallback(
    (key: string) => setRejections((list) => list.filter((r) => r.key !== key)),
    [],
  );

  return {
    items,
    rejections,
    add,
    remove,
    dismiss,
    uploading: items.some((item) => item.state === 'uploading'),
  };
}
