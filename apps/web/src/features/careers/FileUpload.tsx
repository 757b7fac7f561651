'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useId, type ChangeEvent } from 'react';
import {
  APPLICATION_UPLOAD_CATEGORIES,
  REQUIRED_APPLICATION_FILE_CATEGORIES,
  type ApplicationUploadCategory,
} from '@maison/domain/constants';
import { FILE_CATEGORY_OF_UPLOAD } from '@maison/domain/careers/files';
import { CheckIcon, FileIcon, PlusIcon, TrashIcon, WarningIcon } from '@/ui/Icon';
import { Spinner } from '@/ui/Spinner';
import type { FileItem, Rejection } from './files';
import { megabytes } from './labels';
import styles from './careers.module.css';

/** 001 §5: cv, cover letter and references are required; "other" is not. */
const REQUIRED_UPLOAD_CATEGORIES: readonly ApplicationUploadCategory[] =
  APPLICATION_UPLOAD_CATEGORIES.filter((c) =>
    (REQUIRED_APPLICATION_FILE_CATEGORIES as readonly string[]).includes(
      FILE_CATEGORY_OF_UPLOAD[c],
    ),
  );

export interface FileUploadProps {
  items: readonly FileItem[];
  rejections: readonly Rejection[];
  onAdd: (category: ApplicationUploadCategory, files: File[]) => void;
  onRemove: (key: string) => void;
  /** The required categories without a file when the visitor tried to send (highlighted). */
  missing: readonly ApplicationUploadCategory[];
}

/**
 * 001 §3, §4, §5: the application's files in the categories cv, coverLetter, references and
 * other. Each chosen file shows uploading, then uploaded, and can be removed; refused files
 * say why (personio.errors.filesize / fileformat); the limit of 20 MB is stated.
 */
export function FileUpload({ items, rejections, onAdd, onRemove, missing }: FileUploadProps) {
  const t = useTranslations('careersForm');
  const format = useFormatter();
  const message = useTranslations();
  const id = useId();
  const hintId = `${id}-hint`;
  const missingId = `${id}-missing`;
  return (
    <div className={styles.upload} data-field="files" data-testid="file-upload">
      <p className={styles.uploadTitle} id={`${id}-title`}>
        {t('files')}
      </p>
      <p className={styles.hint} id={hintId}>
        {t('filesHint')}
      </p>
      <div className={styles.categories}>
        {APPLICATION_UPLOAD_CATEGORIES.map((category) => {
          const required = REQUIRED_UPLOAD_CATEGORIES.includes(category);
          const isMissing = missing.includes(category);
          const own = items.filter((item) => item.category === category);
          const refused = rejections.filter((r) => r.category === category);
          const inputId = `${id}-${category}`;
          return (
            <div
              key={category}
              role="group"
              aria-labelledby={`${inputId}-label`}
              className={isMissing ? `${styles.category} ${styles.missing}` : styles.category}
              data-category={category}
              data-missing={isMissing || undefined}
            >
              <div className={styles.categoryHead}>
                <span id={`${inputId}-label`} className={styles.categoryName}>
                  {t(`categories.${category}`)}
                  {required ? <span aria-hidden="true"> *</span> : null}
                </span>
                <input
                  id={inputId}
                  className="visually-hidden"
                  type="file"
                  multiple
                  name={category}
                  aria-describedby={isMissing ? `${hintId} ${missingId}` : hintId}
                  aria-invalid={isMissing || undefined}
                  aria-required={required || undefined}
                  onChange={(event: ChangeEvent<HTMLInputElement>) => {
                    const files = [...(event.target.files ?? [])];
                    // The same file may be chosen again after a removal.
                    event.target.value = '';
                    if (files.length) onAdd(category, files);
                  }}
                />
                <label htmlFor={inputId} className={styles.addFile}>
                  <PlusIcon size={16} />
                  {t('addFile')}
                  <span className="visually-hidden">: {t(`categories.${category}`)}</span>
                </label>
              </div>
              {own.length ? (
                <ul className={styles.files}>
                  {own.map((item) => (
                    <li
                      key={item.key}
                      className={styles.file}
                      data-state={item.state}
                      data-testid="file-item"
                    >
                      <FileIcon size={18} />
                      <span className={styles.fileName}>{item.name}</span>
                      <span className={styles.fileSize}>
                        {t('size', { size: megabytes(format, item.size) })}
                      </span>
                      <span className={styles.fileState} role="status">
                        {item.state === 'uploading' ? (
                          <>
                            <Spinner size="sm" />
                            {t('uploading')}
                          </>
                        ) : (
                          <>
                            <CheckIcon size={16} />
                            {t('uploaded')}
                          </>
                        )}
                      </span>
                      <button
                        type="button"
                        className={styles.remove}
                        onClick={() => onRemove(item.key)}
                      >
                        <TrashIcon size={16} />
                        <span className="visually-hidden">{t('remove', { name: item.name })}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
              {refused.map((r) => (
                <p key={r.key} className={styles.fileError} role="alert" data-testid="file-error">
                  <WarningIcon size={16} />
                  <span>
                    <span className={styles.fileName}>{r.name}</span>: {message(r.message)}
                  </span>
                </p>
              ))}
            </div>
          );
        })}
      </div>
      {missing.length ? (
        <p className={styles.fileError} id={missingId} role="alert" data-testid="files-missing">
          {message('personio.file-upload.validate-files')}
        </p>
      ) : null}
    </div>
  );
}
