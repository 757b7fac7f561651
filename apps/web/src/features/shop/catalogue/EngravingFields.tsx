'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type ChangeEvent } from 'react';
import {
  ENGRAVING_IMAGE_MAX_BYTES,
  ENGRAVING_IMAGE_TYPES,
  ENGRAVING_TEXT_MAX_LENGTH,
  ENGRAVING_TYPES,
} from '@maison/domain/constants';
import {
  ENGRAVING_SYMBOLS,
  engravingLength,
  engravingPreview,
  isEngravingTooLong,
  isTextEngraving,
  symbolImageValue,
  symbolKeyOfImage,
  transformEngravingText,
  type Engraving,
  type EngravingType,
  type JewelryGroup,
} from '@maison/domain/shop';
import { Button } from '@/ui/Button';
import { TextInput } from '@/ui/TextInput';
import { cx } from '@/ui/cx';
import { ShopApiError, shopApi } from '../api';
import { Choices, fieldError } from './Choices';
import { SymbolGlyph } from './SymbolGlyph';
import { useMessage } from './useAddToCart';
import styles from './engraving.module.css';
import formStyles from './form.module.css';

/** "No engraving" in the type choice (engraving types are 1–3). */
const NO_ENGRAVING = 0;
const BYTES_PER_MB = 1_000_000;

/**
 * The engraving of an order form (001 §3 engraving type 1 text block, 2 text cursive, 3 image):
 * text with the live preview of what will be engraved (the domain's transform), or one of the
 * 17 symbols, or an uploaded image. Locked (read-only) while a power bracelet is nocommission.
 */
export function EngravingFields({
  group,
  engraving,
  locked,
  errors,
  money,
  onChange,
}: {
  group: JewelryGroup;
  engraving: Engraving;
  locked: boolean;
  errors: Readonly<Record<string, string>>;
  money: (major: number) => string;
  onChange: (engraving: Partial<Engraving>, fields: readonly string[]) => void;
}) {
  const t = useTranslations('shop');
  const message = useMessage();
  const uploadId = useId();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const type = engraving.engravingType;
  const transformed = transformEngravingText(engraving.engravingText);
  const preview = engravingPreview(transformed);
  const symbolKey = symbolKeyOfImage(engraving.engravingImage);
  const uploaded = engraving.engravingImage && !symbolKey ? engraving.engravingImage : null;

  const upload = useMutation({
    mutationFn: shopApi.uploadEngravingImage,
    onMutate: () => setUploadError(null),
    onSuccess: ({ url }) => onChange({ engravingImage: url }, ['engravingImage']),
    onError: (err) => {
      const file = err instanceof ShopApiError ? err.body.file : undefined;
      const first = Array.isArray(file) ? file[0] : undefined;
      setUploadError(first ? message(first) : t('errors.upload-failed'));
    },
  });

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after an error.
    event.target.value = '';
    if (!file) return;
    if (!(ENGRAVING_IMAGE_TYPES as readonly string[]).includes(file.type))
      setUploadError(t('errors.image-type'));
    else if (file.size > ENGRAVING_IMAGE_MAX_BYTES)
      setUploadError(
        t('errors.image-too-large', { max: ENGRAVING_IMAGE_MAX_BYTES / BYTES_PER_MB }),
      );
    else upload.mutate(file);
  };

  const imageError = uploadError ?? errors.engravingImage;

  return (
    <div className={formStyles.section} data-testid="shop-engraving">
      <Choices<number>
        legend={t('form.engraving')}
        value={type ?? NO_ENGRAVING}
        disabled={locked}
        onChange={(value) =>
          onChange({ engravingType: value === NO_ENGRAVING ? null : (value as EngravingType) }, [
            'engravingType',
            'engravingText',
            'engravingImage',
          ])
        }
        options={[
          {
            value: NO_ENGRAVING,
            label: t('form.engraving-none'),
            testId: 'shop-engraving-type-none',
          },
          ...ENGRAVING_TYPES.map((n) => {
            const price = group.engravingPrices[n];
            return {
              value: n,
              label: t(`lookup.engravingType.${n}`),
              detail: price ? t('form.surcharge', { price: money(price) }) : undefined,
              testId: `shop-engraving-type-${n}`,
            };
          }),
        ]}
        error={errors.engravingType}
        errorTestId="shop-error-engravingType"
        hint={locked ? t('form.engraving-locked') : undefined}
      />

      {isTextEngraving(type) ? (
        <div className={styles.engravingText}>
          <TextInput
            label={t('form.engraving-text')}
            value={engraving.engravingText}
            disabled={locked}
            onChange={(e) => onChange({ engravingText: e.target.value }, ['engravingText'])}
            error={fieldError('engravingText', errors)}
            autoComplete="off"
            data-testid="shop-engraving-text"
          />
          <div className={styles.previewBox}>
            <div className={styles.previewHead}>
              <span className={styles.previewLabel}>{t('form.engraving-preview')}</span>
              <span className={styles.counter}>
                {t('form.engraving-count', {
                  count: engravingLength(transformed),
                  max: ENGRAVING_TEXT_MAX_LENGTH,
                })}
              </span>
            </div>
            <p
              className={cx(styles.preview, type === 2 && styles.cursive)}
              data-testid="shop-engraving-preview"
              aria-live="polite"
            >
              {preview}
            </p>
            {preview === '' ? (
              <p className={styles.previewEmpty}>{t('form.engraving-preview-empty')}</p>
            ) : null}
          </div>
          {isEngravingTooLong(engraving.engravingText) ? (
            <p className={formStyles.warning} role="status" data-testid="shop-engraving-too-long">
              {t('form.engraving-too-long', { max: ENGRAVING_TEXT_MAX_LENGTH })}
            </p>
          ) : null}
        </div>
      ) : null}

      {type === 3 ? (
        <div className={styles.engravingImage}>
          <Choices<string>
            legend={t('form.engraving-symbol')}
            layout="grid"
            value={symbolKey}
            disabled={locked}
            onChange={(key) => {
              setUploadError(null);
              onChange({ engravingImage: symbolImageValue(key) }, ['engravingImage']);
            }}
            options={ENGRAVING_SYMBOLS.map((symbol) => ({
              value: symbol.key,
              label: t(`lookup.symbol.${symbol.key}`),
              lead: <SymbolGlyph symbolKey={symbol.key} />,
              testId: `shop-engraving-symbol-${symbol.key}`,
            }))}
          />
          <div className={styles.upload}>
            <p className={styles.uploadOr}>{t('form.engraving-or')}</p>
            <input
              id={uploadId}
              type="file"
              className={styles.fileInput}
              accept={ENGRAVING_IMAGE_TYPES.join(',')}
              disabled={locked || upload.isPending}
              onChange={pick}
              aria-describedby={`${uploadId}-hint`}
              aria-invalid={imageError ? true : undefined}
              data-testid="shop-engraving-upload"
            />
            <label htmlFor={uploadId} className={styles.uploadLabel}>
              {upload.isPending ? t('form.engraving-uploading') : t('form.engraving-upload')}
            </label>
            <p id={`${uploadId}-hint`} className={formStyles.hint}>
              {t('form.engraving-upload-hint', { max: ENGRAVING_IMAGE_MAX_BYTES / BYTES_PER_MB })}
            </p>
            {uploaded ? (
              <div className={styles.uploaded}>
                <img
                  src={uploaded}
                  alt={t('form.engraving-image-uploaded')}
                  width={64}
                  height={64}
                />
                <Button
                  variant="text"
                  size="sm"
                  onClick={() => onChange({ engravingImage: null }, ['engravingImage'])}
                  data-testid="shop-engraving-image-remove"
                >
                  {t('form.engraving-image-remove')}
                </Button>
              </div>
            ) : null}
          </div>
          {imageError ? (
            <p className={formStyles.error} data-testid="shop-error-engravingImage">
              {imageError}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
