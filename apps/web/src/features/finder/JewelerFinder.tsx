'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { FINDER_MAP_MARGIN_PX, JEWELER_TYPES, type Locale } from '@maison/domain/constants';
import type { Position } from '@maison/domain/jewelers/distance';
import {
  hasHiddenResults,
  visibleResults,
  type JewelerType,
} from '@maison/domain/jewelers/results';
import { Button } from '@/ui/Button';
import { useNearViewport } from '@/ui/useNearViewport';
import { loadJewelers, placeName, type JewelerResults, type Place } from './api';
import { currentPosition } from './geolocation';
import { FinderMapLazy } from './FinderMapLazy';
import { PlaceSearch } from './PlaceSearch';
import { ResultList } from './ResultList';
import { TypeToggles } from './TypeToggles';
import styles from './finder.module.css';

type Status = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The jeweler finder (000 §2, §4, §7, §9). The cached page's HTML holds its frame (place input,
 * tabs, "use my location", an empty list region); everything that depends on the visitor loads
 * here in the browser. Without a place or position the list holds every jeweler of the active
 * tabs by name (the API's order), the first three of them until "show all".
 */
export function JewelerFinder({ mapStyleUrl }: { mapStyleUrl: string | null }) {
  const t = useTranslations('jewelerFinder');
  const tJeweler = useTranslations('jeweler');
  const locale = useLocale() as Locale;
  const [types, setTypes] = useState<JewelerType[]>([...JEWELER_TYPES]);
  const [position, setPosition] = useState<Position | null>(null);
  const [place, setPlace] = useState('');
  const [data, setData] = useState<JewelerResults | null>(null);
  // The map starts once its frame is on screen: below the results on a phone (FINDER_MAP_MARGIN_PX).
  const [mapFrame, mapNear] = useNearViewport<HTMLDivElement>(FINDER_MAP_MARGIN_PX);
  const [status, setStatus] = useState<Status>('idle');
  const [showAll, setShowAll] = useState(false);
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState(false);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const typesKey = types.join(',');

  useEffect(() => {
    let current = true;
    setStatus('loading');
    loadJewelers(locale, position, typesKey.split(',') as JewelerType[]).then((answer) => {
      if (!current) return;
      setData(answer);
      setStatus(answer ? 'ready' : 'failed');
      setShowAll(false);
      setSelected(null);
    });
    return () => {
      current = false;
    };
  }, [locale, position, typesKey]);

  const pickPlace = (picked: Place) => {
    setLocationError(false);
    setPlace(picked.name);
    setPosition(picked.position);
  };

  const locate = async () => {
    setLocating(true);
    setLocationError(false);
    try {
      const located = await currentPosition();
      setPosition(located);
      setPlace((await placeName(located, locale)) ?? t('yourLocation'));
    } catch {
      setLocationError(true);
    } finally {
      setLocating(false);
    }
  };

  const results = data?.results ?? [];
  const shown = visibleResults(results, showAll);

  // A marker of a result beyond the first three opens the whole list, so its entry is there.
  const selectFromMap = (uuid: string) => {
    const index = results.findIndex((r) => r.uuid === uuid);
    if (index < 0) return;
    if (!showAll && index >= shown.length) setShowAll(true);
    setSelected(uuid);
  };

  const statusText = () => {
    if (status === 'loading') return t('loading');
    if (status === 'failed') return t('failed');
    if (status !== 'ready') return '';
    if (!results.length) return tJeweler('placeholder-no-result');
    // From a place, the list is every jeweler by distance: the count says so.
    return t(position ? 'resultCountNearest' : 'resultCount', { count: results.length });
  };

  return (
    <div className={styles.finder}>
      <div className={styles.controls}>
        <PlaceSearch locale={locale} value={place} onValueChange={setPlace} onPick={pickPlace} />
        <Button
          variant="secondary"
          className={styles.locate}
          loading={locating}
          onClick={locate}
          data-testid="finder-locate"
        >
          {t('useMyLocation')}
        </Button>
      </div>
      {locationError ? (
        <p className={styles.error} role="alert" data-testid="finder-location-error">
          {tJeweler('location-error')}
        </p>
      ) : null}
      <TypeToggles active={types} onChange={setTypes} />
      <div className={styles.layout}>
        <div className={styles.listColumn}>
          <p className={styles.status} role="status" data-testid="finder-status">
            {statusText()}
          </p>
          <ResultList
            results={shown}
            unit={data?.unit ?? 'km'}
            highlighted={highlighted}
            selected={selected}
            onHighlight={setHighlighted}
          />
          {hasHiddenResults(results) && !showAll ? (
            <Button
              variant="secondary"
              className={styles.showAll}
              onClick={() => setShowAll(true)}
              data-testid="finder-show-all"
            >
              {t('showAll', { count: results.length })}
            </Button>
          ) : null}
        </div>
        <div className={styles.mapColumn} ref={mapFrame}>
          {data && mapNear ? (
            <FinderMapLazy
              styleUrl={mapStyleUrl}
              results={results}
              visible={shown}
              fitAll={!position}
              origin={position}
              highlighted={highlighted}
              selected={selected}
              onSelect={selectFromMap}
              onHighlight={setHighlighted}
            />
          ) : (
            <div className={styles.mapPlaceholder} aria-hidden="true" />
          )}
        </div>
      </div>
    </div>
  );
}
