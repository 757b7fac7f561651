'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@/features/security/zod';
import { groupLocations } from '@/features/portal/storeGroups';
import { useRouter } from '@/i18n/navigation';
import { Button } from '@/ui/Button';
import { ShopApiError, shopApi } from '../api';
import { countryName } from '../cart/format';
import { useShopFrame } from '../context';
import { useCommerceSession } from '../session';
import { chooseLocation, orderingLocationIds } from '../locations';
import { LOCATION_QUERIES } from './api';
import { shopNextPath } from './next';
import styles from './location.module.css';

const RADIO_NAME = 'commerce-location';

/** The choice: one location (the submit button says so while there is none). */
const choiceSchema = z.object({ location: z.pipe(z.nullable(z.number()), z.number()) });

function errorKey(error: unknown): 'forbidden' | 'not-found' | 'generic' {
  if (error instanceof ShopApiError && error.status === 403) return 'forbidden';
  if (error instanceof ShopApiError && error.status === 404) return 'not-found';
  return 'generic';
}

/**
 * 002 §2, §4 "Commerce location selector": the locations the user may order for, grouped by
 * organization like the portal's store selector; choosing one authenticates it and goes on to
 * the shop page the user came from (else /shop). One location is chosen at once; without any,
 * the user goes to the partner-portal error page.
 */
export function LocationSelector() {
  const t = useTranslations('shop');
  const locale = useLocale();
  const { user, config } = useShopFrame();
  const router = useRouter();
  const queryClient = useQueryClient();
  const choice = chooseLocation(user);
  const listing = choice.kind === 'selector';
  const single = choice.kind === 'authenticate' ? choice.location : null;

  const locations = useQuery({ ...LOCATION_QUERIES.locations, enabled: listing });
  // 002 §8: without the organizations the stores are still listed, under a neutral heading.
  const organizations = useQuery({ ...LOCATION_QUERIES.organizations, enabled: listing });
  const session = useCommerceSession();
  const currentId = session.data && session.data.user === user.id ? session.data.location : null;

  const options = useMemo(() => {
    const ids = orderingLocationIds(user);
    return (locations.data ?? []).filter((l) => ids === null || ids.includes(l.id));
  }, [locations.data, user]);
  const groups = useMemo(
    () => groupLocations(options, organizations.data ?? []),
    [options, organizations.data],
  );

  const current = currentId !== null && options.some((l) => l.id === currentId) ? currentId : null;
  const { handleSubmit, watch, setValue, getValues } = useForm({
    defaultValues: { location: null as number | null },
    resolver: zodResolver(choiceSchema),
  });
  const selected = watch('location') ?? current;
  useEffect(() => {
    // The current token's location is chosen until the user picks another.
    if (current !== null && getValues('location') === null) setValue('location', current);
  }, [current, getValues, setValue]);

  const authenticate = useMutation({
    mutationFn: (id: number) => shopApi.authenticate(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['shop'] });
      router.replace(shopNextPath(new URLSearchParams(window.location.search).get('next')));
    },
  });

  const started = useRef(false);
  const { mutate } = authenticate;
  useEffect(() => {
    if (started.current || listing) return;
    started.current = true;
    if (single === null) window.location.replace(config.errorPageHref);
    else mutate(single);
  }, [listing, single, config.errorPageHref, mutate]);

  const submit = handleSubmit(({ location }) => authenticate.mutate(location));

  const error = authenticate.isError ? (
    <p className={styles.error} role="alert">
      {t(`location.error.${errorKey(authenticate.error)}`)}
    </p>
  ) : null;

  let body;
  if (!listing) {
    body = authenticate.isError ? (
      <div className={styles.state}>
        {error}
        {single !== null ? (
          <Button variant="secondary" onClick={() => authenticate.mutate(single)}>
            {t('retry')}
          </Button>
        ) : null}
      </div>
    ) : (
      <p className={styles.state} aria-busy="true">
        {t('loading')}
      </p>
    );
  } else if (locations.isPending) {
    body = (
      <p className={styles.state} aria-busy="true" data-testid="shop-loading">
        {t('loading')}
      </p>
    );
  } else if (locations.isError || options.length === 0) {
    body = (
      <div className={styles.state} role="alert">
        <p>{t('location.error.load')}</p>
        <Button variant="secondary" onClick={() => void locations.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else {
    body = (
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {groups.map((group) => (
          <fieldset key={group.organization.id} className={styles.group}>
            <legend className={styles.legend}>
              {group.organization.name || t('location.organization-fallback')}
            </legend>
            <ul className={styles.options}>
              {group.locations.map((location) => (
                <li key={location.id}>
                  <label className={styles.option}>
                    <input
                      type="radio"
                      name={RADIO_NAME}
                      value={location.id}
                      checked={selected === location.id}
                      onChange={() => setValue('location', location.id)}
                      className={styles.radio}
                      data-testid={`commerce-location-${location.id}`}
                    />
                    <span className={styles.optionText}>
                      <span className={styles.optionName}>{location.name}</span>
                      <span className={styles.optionMeta}>
                        {[
                          location.country ? countryName(location.country, locale) : null,
                          location.currency
                            ? t('location.currency', { currency: location.currency })
                            : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </span>
                    </span>
                    {location.id === currentId ? (
                      <span className={styles.current}>{t('location.current')}</span>
                    ) : null}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
        {error}
        <Button
          type="submit"
          size="lg"
          loading={authenticate.isPending || authenticate.isSuccess}
          disabled={selected === null}
          disabledReason={t('location.required')}
          data-testid="commerce-location-submit"
        >
          {t('location.submit')}
        </Button>
      </form>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.headline}>{t('pages.location')}</h1>
      <p className={styles.intro}>{t('location.intro')}</p>
      {body}
    </div>
  );
}
