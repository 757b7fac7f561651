'use client';

import { addDays, startOfToday } from 'date-fns';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { ToastTiming } from '@maison/domain/constants';
import { Accordion } from '@/ui/Accordion';
import { Button } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { DatePicker } from '@/ui/DatePicker';
import { Dropdown, type DropdownItem } from '@/ui/Dropdown';
import { icons, type IconName } from '@/ui/Icon';
import { Layout } from '@/ui/Layout';
import { Modal, ModalClose } from '@/ui/Modal';
import { SearchInput } from '@/ui/SearchInput';
import { Text } from '@/ui/Text';
import { TextArea, TextInput } from '@/ui/TextInput';
import { toast, type ToastType } from '@/ui/Toast';
import { Tooltip } from '@/ui/Tooltip';
import { TwoWaySwitch } from '@/ui/TwoWaySwitch';
import { Visibility } from '@/ui/Visibility';
import styles from './StyleGuide.module.css';

/** Demo window of the museum-style date picker: bookable in the next 60 days. */
const DEMO_BOOKING_DAYS = 60;
const MONDAY = 1;

const TOAST_DEMOS: ReadonlyArray<{ timing: ToastTiming; type: ToastType }> = [
  { timing: 'short', type: 'success' },
  { timing: 'medium', type: 'info' },
  { timing: 'long', type: 'warning' },
  { timing: 'persistent', type: 'error' },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      className={styles.section}
      aria-labelledby={`sg-${id}`}
      data-testid={`sg-section-${id}`}
    >
      <Text variant="display-3" as="h2" id={`sg-${id}`}>
        {title}
      </Text>
      {children}
    </section>
  );
}

/** Every shared UI piece in its states, for review and for the end-to-end tests. */
export function StyleGuide() {
  const t = useTranslations('styleguide');
  const tf = useTranslations('form-general');
  const [period, setPeriod] = useState<'yearly' | 'monthly'>('yearly');
  const [metal, setMetal] = useState<string | null>(null);
  const [piece, setPiece] = useState<string | null>(null);
  const [filtered, setFiltered] = useState<string | null>(null);
  const [date, setDate] = useState<Date | null>(null);
  const [visit, setVisit] = useState<Date | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [query, setQuery] = useState('');

  const today = useMemo(() => startOfToday(), []);
  const metals: DropdownItem[] = [
    { value: 'yellow-gold', label: t('dropdown.yellow-gold') },
    { value: 'white-gold', label: t('dropdown.white-gold') },
    { value: 'rose-gold', label: t('dropdown.rose-gold'), disabled: true },
  ];
  const pieces: DropdownItem[] = [
    {
      label: t('dropdown.rings'),
      options: [
        { value: 'solitaire', label: t('dropdown.solitaire') },
        { value: 'band', label: t('dropdown.band') },
      ],
    },
    {
      label: t('dropdown.necklaces'),
      options: [
        { value: 'pendant', label: t('dropdown.pendant') },
        { value: 'chain', label: t('dropdown.chain') },
      ],
    },
  ];

  return (
    <Layout>
      <div className={styles.page}>
        <header className={styles.section}>
          <Text variant="display-1">{t('title')}</Text>
          <Text>{t('intro')}</Text>
        </header>

        <Section id="text" title={t('sections.text')}>
          <Text variant="eyebrow">{t('sample.eyebrow')}</Text>
          <Text variant="display-1" as="p">
            {t('sample.display')}
          </Text>
          <Text variant="display-2" as="p">
            {t('sample.display')}
          </Text>
          <Text variant="display-3" as="p">
            {t('sample.display')}
          </Text>
          <Text>{t('sample.body')}</Text>
          <Text variant="small">{t('sample.body')}</Text>
          <Text variant="caption">{t('sample.caption')}</Text>
        </Section>

        <Section id="buttons" title={t('sections.buttons')}>
          {(['lg', 'md', 'sm'] as const).map((size) => (
            <div className={styles.row} key={size}>
              <Button size={size}>{t('buttons.primary')}</Button>
              <Button size={size} variant="secondary">
                {t('buttons.secondary')}
              </Button>
              <Button size={size} variant="text">
                {t('buttons.text')}
              </Button>
            </div>
          ))}
          <div className={styles.row}>
            <Button disabled>{t('buttons.disabled')}</Button>
            <Button
              disabled
              disabledReason={t('buttons.reason')}
              data-testid="sg-button-disabled-reason"
            >
              {t('buttons.disabled')}
            </Button>
            <Button loading data-testid="sg-button-loading">
              {t('buttons.loading')}
            </Button>
            <Button variant="secondary" loading>
              {t('buttons.loading')}
            </Button>
          </div>
        </Section>

        <Section id="switch" title={t('sections.switch')}>
          <TwoWaySwitch
            label={t('switch.label')}
            options={[
              { value: 'yearly', label: t('switch.yearly') },
              { value: 'monthly', label: t('switch.monthly') },
            ]}
            value={period}
            onValueChange={setPeriod}
          />
        </Section>

        <Section id="inputs" title={t('sections.inputs')}>
          <div className={styles.form}>
            <TextInput label={t('inputs.name')} autoComplete="name" />
            <TextInput label={t('inputs.name')} required error={tf('required-field')} />
            <TextInput
              label={t('inputs.email')}
              type="email"
              required
              hint={t('inputs.hint')}
              data-testid="sg-hint-input"
            />
            <TextInput
              label={t('inputs.email')}
              type="email"
              defaultValue="anna@"
              error={tf('valid-email')}
            />
            <TextInput label={t('inputs.disabled')} disabled defaultValue="DE-10442" />
            <TextArea label={t('inputs.message')} required rows={4} />
          </div>
        </Section>

        <Section id="dropdown" title={t('sections.dropdown')}>
          <div className={styles.form} data-testid="sg-dropdown">
            <Dropdown
              label={t('dropdown.metal')}
              items={metals}
              value={metal}
              onValueChange={setMetal}
            />
            <Dropdown
              label={t('dropdown.product')}
              items={pieces}
              value={piece}
              onValueChange={setPiece}
              required
              error={piece ? undefined : tf('required-field')}
            />
            <div data-testid="sg-dropdown-filterable">
              <Dropdown
                label={t('dropdown.product')}
                items={pieces}
                value={filtered}
                onValueChange={setFiltered}
                filterable
              />
            </div>
            <Dropdown
              label={t('dropdown.metal')}
              items={metals}
              value="white-gold"
              onValueChange={setMetal}
              disabled
            />
          </div>
        </Section>

        <Section id="datepicker" title={t('sections.datepicker')}>
          <div className={styles.form}>
            <div data-testid="sg-datepicker">
              <DatePicker
                label={t('datepicker.label')}
                value={date}
                onChange={setDate}
                name="date"
              />
            </div>
            <div data-testid="sg-datepicker-limited">
              <DatePicker
                label={t('datepicker.limited')}
                value={visit}
                onChange={setVisit}
                minDate={today}
                maxDate={addDays(today, DEMO_BOOKING_DAYS)}
                disabledWeekdays={[MONDAY]}
                required
                error={visit ? undefined : tf('required-field')}
              />
            </div>
          </div>
        </Section>

        <Section id="checkbox" title={t('sections.checkbox')}>
          <Checkbox
            label={t.rich('checkbox.agreement', {
              link: (chunks) => <a href="#sg-checkbox">{chunks}</a>,
            })}
            checked={agreed}
            onCheckedChange={setAgreed}
            required
            error={agreed ? undefined : tf('required-field')}
          />
          <Checkbox label={t('checkbox.newsletter')} defaultChecked />
          <Checkbox label={t('checkbox.newsletter')} disabled />
        </Section>

        <Section id="tooltip" title={t('sections.tooltip')}>
          <div className={styles.row}>
            <Tooltip content={t('tooltip.content')}>
              <Button variant="secondary" data-testid="sg-tooltip">
                {t('tooltip.trigger')}
              </Button>
            </Tooltip>
          </div>
        </Section>

        <Section id="search" title={t('sections.search')}>
          <SearchInput value={query} onValueChange={setQuery} data-testid="sg-search" />
        </Section>

        <Section id="layout" title={t('sections.layout')}>
          <Layout
            sidebar={<div className={styles.panel}>{t('layout.sidebar')}</div>}
            sidebarLabel={t('layout.sidebar-label')}
          >
            <div className={styles.panel}>{t('layout.main')}</div>
          </Layout>
        </Section>

        <Section id="visibility" title={t('sections.visibility')}>
          <Visibility on={['mobile']}>
            <Text data-testid="sg-visibility-mobile">{t('visibility.mobile')}</Text>
          </Visibility>
          <Visibility on={['tablet']}>
            <Text data-testid="sg-visibility-tablet">{t('visibility.tablet')}</Text>
          </Visibility>
          <Visibility on={['desktop']}>
            <Text data-testid="sg-visibility-desktop">{t('visibility.desktop')}</Text>
          </Visibility>
        </Section>

        <Section id="modal" title={t('sections.modal')}>
          <div className={styles.row}>
            <Modal
              title={t('modal.title')}
              trigger={<Button data-testid="sg-modal-open">{t('modal.open')}</Button>}
              footer={
                <ModalClose asChild>
                  <Button>{t('modal.confirm')}</Button>
                </ModalClose>
              }
            >
              <Text>{t('modal.body')}</Text>
            </Modal>
          </div>
        </Section>

        <Section id="toasts" title={t('sections.toasts')}>
          <div className={styles.row}>
            {TOAST_DEMOS.map(({ timing, type }) => (
              <Button
                key={timing}
                variant="secondary"
                data-testid={`sg-toast-${timing}`}
                onClick={() => toast.show({ type, timing, content: t(`toasts.${type}`) })}
              >
                {t(`toasts.${timing}`)}
              </Button>
            ))}
          </div>
        </Section>

        <Section id="accordion" title={t('sections.accordion')}>
          <Accordion
            items={(['1', '2', '3'] as const).map((n) => ({
              id: `q${n}`,
              title: t(`accordion.q${n}`),
              content: <Text>{t(`accordion.a${n}`)}</Text>,
            }))}
          />
        </Section>

        <Section id="icons" title={t('sections.icons')}>
          <ul className={styles.icons}>
            {(Object.entries(icons) as Array<[IconName, (typeof icons)[IconName]]>).map(
              ([name, Icon]) => (
                <li key={name} className={styles.icon} data-testid={`sg-icon-${name}`}>
                  <Icon size="big" />
                  <Icon size="small" />
                  <span>{name}</span>
                </li>
              ),
            )}
          </ul>
        </Section>
      </div>
    </Layout>
  );
}
