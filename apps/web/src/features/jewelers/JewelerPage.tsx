import { getTranslations } from 'next-intl/server';
import { aspectHeightPx, IMAGE_WIDTH_DESKTOP_PX } from '@maison/domain/constants';
import { renderBlocks } from '@/blocks/registry';
import type { BlockContext } from '@/blocks/_shared/types';
import { sizesOf } from '@/features/content/images';
import { Picture } from '@/features/content/Picture';
import type { Block, Story } from '@/features/content/types';
import { JsonLd } from '@/features/seo/JsonLd';
import { htmlLang } from '@/i18n/locale';
import { countryName, mailtoHref, telHref, whatsappHref } from './contact';
import { openingRows, timeLabel } from './hours';
import { jewelerJsonLd } from './jsonLd';
import { OpeningHours } from './OpeningHours';
import { LOCATOR_HEIGHT, LOCATOR_WIDTH, locatorMap } from './locatorMap';
import { jewelerRecord } from './record';
import styles from './JewelerPage.module.css';

const FORM_BLOCKS = new Set(['appointment_form', 'contact_form']);
/** The form a jeweler page offers when its story has none (docs/content-model.md). */
const APPOINTMENT_FORM_ID = 'appointment-jeweler';
const PRIVACY_STORY = 'service/datenschutz';
// The main image fills the intro's wider column from desktop (JewelerPage.module.css).
const MAIN_SIZES = sizesOf('100vw', '58vw');
const LOGO_WIDTH = 400;
const LOGO_HEIGHT = 200;

/**
 * A jeweler, boutique or lounge (000 §2, §3): who and where it is, how to reach it, when it is
 * open, the story's blocks, and a form that names the jeweler as `store_uuid`. Cached like every
 * story page; only the opening status is the visitor's (OpeningHours).
 */
export async function JewelerPage({
  story,
  ctx,
}: {
  story: Story;
  ctx: Omit<BlockContext, 'render'>;
}) {
  const { locale, links } = ctx;
  const t = await getTranslations({ locale, namespace: 'jeweler' });
  const lang = htmlLang(locale);
  const jeweler = jewelerRecord(story);
  const body = (story.content.body as Block[] | undefined) ?? [];
  const hasForm = body.some((block) => FORM_BLOCKS.has(block.component));
  const rows = openingRows(lang, jeweler.openingTimes);
  const timeLabels = Object.fromEntries(
    jeweler.openingTimes.map((i) => [i.opens, timeLabel(lang, i.opens)]),
  );
  const blockCtx = {
    ...ctx,
    jeweler: { storyUuid: story.uuid, crmUuid: jeweler.crmUuid },
    // The main image above is the page's LCP image, not one of the blocks'.
    leadImageUid: null,
  };
  const appointment: Block = {
    _uid: `${String(story.content._uid)}-appointment`,
    component: 'appointment_form',
    channel: 'all',
    devices: [],
    formId: APPOINTMENT_FORM_ID,
    headline: t('page.appointmentHeadline', { name: jeweler.name }),
    dataAgreementLink: { linktype: 'story', cached_url: PRIVACY_STORY },
  };
  const contacts = [
    jeweler.phone && { key: 'phone', href: telHref(jeweler.phone), value: jeweler.phone },
    jeweler.fax && { key: 'fax', href: telHref(jeweler.fax), value: jeweler.fax },
    jeweler.whatsapp && {
      key: 'whatsapp',
      href: whatsappHref(jeweler.whatsapp),
      // The pack stores the bare digits; shown as an international number.
      value: jeweler.whatsapp.startsWith('+') ? jeweler.whatsapp : `+${jeweler.whatsapp}`,
    },
    jeweler.email && { key: 'email', href: mailtoHref(jeweler.email), value: jeweler.email },
    jeweler.urlWebsite && {
      key: 'website',
      href: jeweler.urlWebsite,
      value: jeweler.urlWebsite.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, ''),
    },
  ].filter((c): c is { key: string; href: string; value: string } => Boolean(c));

  return (
    <article className={styles.root} data-testid="jeweler-page">
      <JsonLd data={jewelerJsonLd(jeweler, links.storyHref(story.full_slug))} />
      <div className={`container ${styles.intro}`}>
        <div className={styles.identity}>
          {jeweler.imageLogo ? (
            // A vector logo: shown as it is, no renditions.
            <img
              className={styles.logo}
              src={jeweler.imageLogo.filename}
              alt={jeweler.imageLogo.alt || jeweler.name}
              width={LOGO_WIDTH}
              height={LOGO_HEIGHT}
            />
          ) : null}
          <p className={styles.type}>{t(`type.${jeweler.type}`)}</p>
          <h1 className={styles.name}>{jeweler.name}</h1>
          {jeweler.pageSummary ? <p className={styles.summary}>{jeweler.pageSummary}</p> : null}
        </div>
        {jeweler.imageMain ? (
          <Picture
            className={styles.image}
            src={jeweler.imageMain.filename}
            alt={jeweler.imageMain.alt ?? ''}
            width={IMAGE_WIDTH_DESKTOP_PX}
            height={aspectHeightPx(IMAGE_WIDTH_DESKTOP_PX, 'wide')}
            sizes={MAIN_SIZES}
            priority
          />
        ) : null}
      </div>
      <div className={`container ${styles.details}`}>
        <section aria-labelledby="jeweler-address" className={styles.panel}>
          <h2 id="jeweler-address" className={styles.heading}>
            {t('page.address')}
          </h2>
          <address className={styles.address} data-testid="jeweler-address">
            {jeweler.address ? <span>{jeweler.address}</span> : null}
            <span>{[jeweler.zip, jeweler.city].filter(Boolean).join(' ')}</span>
            {jeweler.country ? <span>{countryName(jeweler.country, lang)}</span> : null}
          </address>
          {jeweler.latitude !== null && jeweler.longitude !== null ? (
            <LocatorMap
              latitude={jeweler.latitude}
              longitude={jeweler.longitude}
              label={t('page.map', { name: jeweler.name })}
            />
          ) : null}
          {jeweler.urlMaps ? (
            <a className={styles.action} href={jeweler.urlMaps} rel="noopener" target="_blank">
              {t('page.route')}
            </a>
          ) : null}
        </section>
        {contacts.length || jeweler.urlWebsiteDeeplink ? (
          <section aria-labelledby="jeweler-contact" className={styles.panel}>
            <h2 id="jeweler-contact" className={styles.heading}>
              {t('page.contact')}
            </h2>
            <dl className={styles.contacts}>
              {contacts.map((c) => (
                <div key={c.key} className={styles.contact}>
                  <dt>{t(`page.${c.key}`)}</dt>
                  <dd>
                    <a href={c.href} data-testid={`jeweler-${c.key}`}>
                      {c.value}
                    </a>
                  </dd>
                </div>
              ))}
            </dl>
            {jeweler.urlWebsiteDeeplink ? (
              <a className={styles.action} href={jeweler.urlWebsiteDeeplink} rel="noopener">
                {t('page.deeplink', { name: jeweler.name })}
              </a>
            ) : null}
          </section>
        ) : null}
        {jeweler.openingTimes.length ? (
          <section
            aria-labelledby="jeweler-hours"
            className={styles.panel}
            data-testid="jeweler-hours"
          >
            <h2 id="jeweler-hours" className={styles.heading}>
              {t('page.openingTimes')}
            </h2>
            <OpeningHours
              rows={rows}
              times={jeweler.openingTimes}
              timeZone={jeweler.timeZone}
              timeLabels={timeLabels}
              headingId="jeweler-hours"
              labels={{
                closed: t('page.closed'),
                today: t('page.today'),
                openNow: t('page.openNow'),
                closedNow: t('page.closedNow'),
                // Placeholders stay in: the client fills them in once it knows the time.
                opensToday: t('page.opensToday', { time: '{time}' }),
                opensOn: t('page.opensOn', { day: '{day}', time: '{time}' }),
              }}
            />
            <p className={styles.note}>{t('page.localTime')}</p>
          </section>
        ) : null}
      </div>
      {renderBlocks(body, blockCtx)}
      {hasForm ? null : renderBlocks([appointment], blockCtx)}
    </article>
  );
}

/** The map pin: where the jeweler is, among its country's neighbours (decision 0029). */
function LocatorMap({
  latitude,
  longitude,
  label,
}: {
  latitude: number;
  longitude: number;
  label: string;
}) {
  const { land, pin } = locatorMap(latitude, longitude);
  return (
    <svg
      className={styles.map}
      viewBox={`0 0 ${LOCATOR_WIDTH} ${LOCATOR_HEIGHT}`}
      role="img"
      aria-label={label}
      data-testid="jeweler-map"
    >
      <rect className={styles.mapSea} width={LOCATOR_WIDTH} height={LOCATOR_HEIGHT} />
      <path className={styles.mapLand} d={land} fillRule="evenodd" />
      <g
        className={styles.mapPin}
        transform={`translate(${pin.x} ${pin.y}) scale(1.6)`}
        data-testid="jeweler-map-pin"
      >
        <path d="M0 0C-3-9-12-14-12-23a12 12 0 0 1 24 0C12-14 3-9 0 0Z" />
        <circle cy={-23} r={4.5} />
      </g>
    </svg>
  );
}
