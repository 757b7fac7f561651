import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizedHref } from '@/features/content/links';
import { singleImageUrl } from '@/features/content/images';
import { searchSite, type SearchHit } from './api';
import { Highlighted } from './Highlighted';
import {
  SEARCH_HIT_TYPES,
  SEARCH_METAL_COLORS,
  SEARCH_PRODUCT_TYPES,
  type Locale,
} from '@maison/domain/constants';
import { toApiQuery, toQuery, type SearchPageParams } from './params';
import { searchPageHref } from './paths';
import { SearchBox } from './SearchBox';
import styles from './results.module.css';

function hitImage(hit: SearchHit) {
  return hit.image_set?.[0] ?? hit.image ?? hit.image_main ?? null;
}

function HitCard({ hit, locale }: { hit: SearchHit; locale: Locale }) {
  const image = hitImage(hit);
  const title = hit._highlightResult.name ?? hit._highlightResult.pageTitle;
  const summary = hit._highlightResult.pageSummary;
  return (
    <li className={styles.hit} data-testid="search-hit" data-type={hit.type}>
      <div className={styles.media}>
        {image ? (
          <img
            src={singleImageUrl(image.filename)}
            alt=""
            loading="lazy"
            width={160}
            height={160}
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <a href={localizedHref(hit.full_slug, locale)}>
            {title ? <Highlighted value={title.value} /> : (hit.name ?? hit.pageTitle)}
          </a>
        </h2>
        {hit.type === 'product' && hit.name2 ? (
          <p className={styles.subtitle}>{hit.name2}</p>
        ) : null}
        {summary?.value ? (
          <p className={styles.summary}>
            <Highlighted value={summary.value} />
          </p>
        ) : null}
      </div>
    </li>
  );
}

export async function searchMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'search' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * The search results page (001 §2): count, kinds, the global filters of 000 §3 as chips, hits
 * with the matched words marked, and paging; every control is a link or a GET form, so the
 * page works without JavaScript.
 */
export async function SearchResultsScreen({
  locale,
  params,
}: {
  locale: Locale;
  params: SearchPageParams;
}) {
  const t = await getTranslations({ locale, namespace: 'search' });
  const href = (change: Partial<SearchPageParams>) =>
    searchPageHref(locale, toQuery({ ...params, page: 1, ...change }));
  const result = params.s ? await searchSite(toApiQuery(params, locale)) : null;
  const facetTotal = result
    ? Object.values(result.facets.type).reduce((sum, n) => sum + (n ?? 0), 0)
    : 0;
  const filtered = params.metalColor || params.isLimited || params.productType;

  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.headline}>{t('headline')}</h1>
      {/* In the HTML, unlike the header's: the page's plain GET form works without JavaScript. */}
      <SearchBox key={params.s} initialTerm={params.s} />
      {result === null ? (
        <p className={styles.notice} data-testid="search-no-query">
          {t('noQuery')}
        </p>
      ) : (
        <>
          <p className={styles.count} role="status" data-testid="search-count">
            {t('count', { count: result.nbHits, query: result.query })}
          </p>
          <nav aria-label={t('filters.label')} className={styles.filters}>
            <ul role="list" className={styles.chips}>
              <li>
                <a
                  href={href({ type: undefined })}
                  aria-current={params.type ? undefined : 'true'}
                  className={styles.chip}
                >
                  {t('types.all')} ({facetTotal})
                </a>
              </li>
              {SEARCH_HIT_TYPES.map((type) => (
                <li key={type}>
                  <a
                    href={href({ type })}
                    aria-current={params.type === type ? 'true' : undefined}
                    className={styles.chip}
                  >
                    {t(`types.${type}`)} ({result.facets.type[type] ?? 0})
                  </a>
                </li>
              ))}
            </ul>
            <ul role="list" className={styles.chips}>
              {SEARCH_METAL_COLORS.map((color) => (
                <li key={color}>
                  <a
                    href={href({ metalColor: params.metalColor === color ? undefined : color })}
                    aria-pressed={params.metalColor === color}
                    className={styles.chip}
                    role="button"
                  >
                    {t(`filters.metalColor.${color}`)}
                  </a>
                </li>
              ))}
              <li>
                <a
                  href={href({ isLimited: params.isLimited ? undefined : true })}
                  aria-pressed={Boolean(params.isLimited)}
                  className={styles.chip}
                  role="button"
                >
                  {t('filters.isLimited')}
                </a>
              </li>
              {SEARCH_PRODUCT_TYPES.map((type) => (
                <li key={type}>
                  <a
                    href={href({ productType: params.productType === type ? undefined : type })}
                    aria-pressed={params.productType === type}
                    className={styles.chip}
                    role="button"
                  >
                    {t(`filters.productType.${type}`)}
                  </a>
                </li>
              ))}
              {filtered ? (
                <li>
                  <a
                    href={href({
                      metalColor: undefined,
                      isLimited: undefined,
                      productType: undefined,
                    })}
                    className={styles.clear}
                  >
                    {t('filters.clear')}
                  </a>
                </li>
              ) : null}
            </ul>
          </nav>
          {result.nbHits === 0 ? (
            <div className={styles.notice} data-testid="search-no-results">
              <p>{t('noResults', { query: result.query })}</p>
              <p>{t('tryHeadline')}</p>
              <ul>
                <li>{t('tryOther')}</li>
                <li>{t('tryNumber')}</li>
                {filtered ? <li>{t('tryFilters')}</li> : null}
              </ul>
            </div>
          ) : (
            <ol className={styles.hits} aria-label={t('results')}>
              {result.hits.map((hit) => (
                <HitCard key={hit.objectID} hit={hit} locale={locale} />
              ))}
            </ol>
          )}
          {result.nbPages > 1 ? (
            <nav aria-label={t('paging.label')} className={styles.paging}>
              {params.page > 1 ? (
                <a href={href({ page: params.page - 1 })} rel="prev">
                  {t('paging.previous')}
                </a>
              ) : null}
              <span data-testid="search-page">
                {t('paging.status', { page: params.page, pages: result.nbPages })}
              </span>
              {params.page < result.nbPages ? (
                <a href={href({ page: params.page + 1 })} rel="next">
                  {t('paging.next')}
                </a>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
