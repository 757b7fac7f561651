'use client';

import { useTranslations } from 'next-intl';
import {
  SPECIAL_COLORS,
  lengthLabel,
  lengthOptions,
  ringSizeWarning,
  setMetalColor,
  type JewelryGroup,
  type SpecialColor,
} from '@maison/domain/shop';
import { Dropdown, type DropdownItem } from '@/ui/Dropdown';
import { cx } from '@/ui/cx';
import { Choices, fieldError } from './Choices';
import type { JewelryOrderFormState } from './useJewelryOrderForm';
import listStyles from './catalogue.module.css';
import choiceStyles from './choices.module.css';
import styles from './form.module.css';

/** "No special colour" in the colour choice (special colours are 1–9). */
const NO_SPECIAL_COLOR = 0;

type FieldsProps = Pick<JewelryOrderFormState, 'form' | 'change' | 'errors' | 'money'> & {
  group: JewelryGroup;
};

/** How a length reads: the size label and the number when the group uses size labels. */
function lengthText(length: number, useSizeLabels: boolean): string {
  const label = lengthLabel(length, useSizeLabels);
  const plain = lengthLabel(length, false);
  return label === plain ? plain : `${label} (${plain})`;
}

/** 001 §3: the lengths of the colour (the first one's before a colour is chosen). */
function LengthField({ group, form, change, errors, money }: FieldsProps) {
  const t = useTranslations('shop');
  const s = form.selection;
  const lengthColor = s.metalColor ?? group.metalColors[0] ?? null;
  const lengths = lengthColor ? lengthOptions(group, lengthColor) : [];
  if (lengths.length === 0) return null;
  const articleItems = lengths
    .filter((l) => l.kind === 'article')
    .map((l) => ({
      value: String(l.option.length),
      label: lengthText(l.option.length, group.useSizeLabels),
    }));
  const specialItems = lengths
    .filter((l) => l.kind === 'special')
    .map((l) => ({
      value: String(l.option.length),
      label: t('form.special-length-option', {
        length: lengthText(l.option.length, group.useSizeLabels),
        price: money(l.option.price),
      }),
    }));
  const items: DropdownItem[] =
    specialItems.length === 0
      ? articleItems
      : [
          { label: t('form.lengths-article'), options: articleItems },
          { label: t('form.lengths-special'), options: specialItems },
        ];
  return (
    <div data-testid="shop-length">
      <Dropdown
        label={group.productType === 'ring' ? t('form.ring-size') : t('form.length')}
        items={items}
        value={s.length === null ? null : String(s.length)}
        onValueChange={(v) =>
          change({ ...form, selection: { ...s, length: Number(v) } }, ['length'])
        }
        placeholder={t('form.length-placeholder')}
        required
        error={fieldError('length', errors)}
      />
      {ringSizeWarning(group.productType, s.length) ? (
        <p className={styles.warning} role="status" data-testid="shop-size-warning">
          {t('form.size-warning')}
        </p>
      ) : null}
    </div>
  );
}

/** 001 §3: no special colour or one of the nine, with the colour's surcharge. */
function SpecialColorField({ group, form, change, errors, money }: FieldsProps) {
  const t = useTranslations('shop');
  const s = form.selection;
  const lengthColor = s.metalColor ?? group.metalColors[0] ?? null;
  const surcharge = lengthColor ? group.specialColorPrices[lengthColor] : undefined;
  return (
    <Choices<number>
      legend={t('form.special-color')}
      layout="swatches"
      testId="shop-special-color"
      value={s.specialColor ?? NO_SPECIAL_COLOR}
      onChange={(id) =>
        change(
          {
            ...form,
            selection: {
              ...s,
              specialColor: id === NO_SPECIAL_COLOR ? null : (id as SpecialColor),
            },
          },
          ['specialColor'],
        )
      }
      hint={surcharge ? t('form.special-color-surcharge', { price: money(surcharge) }) : undefined}
      options={[
        {
          value: NO_SPECIAL_COLOR,
          label: t('form.special-color-none'),
          lead: (
            <span className={cx(choiceStyles.swatch, choiceStyles.swatchNone)} aria-hidden="true" />
          ),
          testId: 'shop-special-color-none',
        },
        ...SPECIAL_COLORS.map((c) => ({
          value: c.id,
          label: t(`lookup.specialColor.${c.key}`),
          lead: (
            <span
              className={choiceStyles.swatch}
              style={{ backgroundColor: c.hex }}
              aria-hidden="true"
            />
          ),
          testId: `shop-special-color-${c.id}`,
        })),
      ]}
      error={errors.specialColor}
      errorTestId="shop-error-specialColor"
    />
  );
}

/** The piece itself: metal colour, length or ring size, special colour (001 §3). */
export function PieceFields(props: FieldsProps) {
  const t = useTranslations('shop');
  const { group, form, change, errors } = props;
  return (
    <>
      <Choices
        legend={t('form.metal-color')}
        value={form.selection.metalColor}
        onChange={(mc) => change(setMetalColor(form, group, mc), ['metalColor', 'length'])}
        options={group.metalColors.map((mc) => ({
          value: mc,
          label: t(`lookup.metalColor.${mc}`),
          lead: (
            <span
              className={cx(listStyles.metalDot, listStyles[`metal${mc}`])}
              aria-hidden="true"
            />
          ),
          testId: `shop-metal-color-${mc}`,
        }))}
        error={errors.metalColor}
        errorTestId="shop-error-metalColor"
      />
      <LengthField {...props} />
      {group.allowSpecialColor ? <SpecialColorField {...props} /> : null}
    </>
  );
}
