'use client';

import 'maplibre-gl/dist/maplibre-gl.css';
import {
  type GeoJSONSource,
  LngLatBounds,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  setWorkerUrl,
} from 'maplibre-gl';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import type { JewelerResult } from './api';
import { BASEMAP_PATH, BASEMAP_SOURCE, MAP_WORKER_PATH, offlineStyle } from './mapStyle';
import { prefersReducedMotion } from './motion';
import styles from './finder.module.css';

/** Ours (decision 0028): how close fitting the results may zoom, and the room around them. */
const FIT_MAX_ZOOM = 12;
/**
 * On the offline basemap (countries at 1:110m, no streets or towns) closer than a region shows
 * only blank land: the fit stops at a zoom that still shows the borders around the results.
 */
const OFFLINE_FIT_MAX_ZOOM = 7;
const FIT_PADDING_PX = 48;
const FIT_DURATION_MS = 600;

interface MapProps {
  /** MAP_STYLE_URL, or null for the offline basemap. */
  styleUrl: string | null;
  /** Every result of the active tabs: each has a marker. */
  results: readonly JewelerResult[];
  /** The results the list shows: their markers are in the tab order and the map fits them. */
  visible: readonly JewelerResult[];
  /** Without a position the map fits every result, not only the listed ones. */
  fitAll: boolean;
  /** The picked place or the visitor's position, marked on the map and fitted with the results. */
  origin: { latitude: number; longitude: number } | null;
  highlighted: string | null;
  selected: string | null;
  onSelect: (uuid: string) => void;
  onHighlight: (uuid: string | null) => void;
}

const located = (r: JewelerResult): r is JewelerResult & { latitude: number; longitude: number } =>
  r.latitude !== null && r.longitude !== null;

/**
 * The finder's map (issue 17): one marker per result, a button named by type and name, shaped
 * and coloured by type. Hovering or focusing a marker highlights its result; activating it
 * selects the result, which scrolls into view. The map fits the listed results.
 */
export function FinderMap({
  styleUrl,
  results,
  visible,
  fitAll,
  origin,
  highlighted,
  selected,
  onSelect,
  onHighlight,
}: MapProps) {
  const t = useTranslations('jewelerFinder');
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [failed, setFailed] = useState(false);
  const markers = useRef(new Map<string, HTMLButtonElement>());
  // The latest callbacks, so markers made once keep calling the current ones.
  const handlers = useRef({ onSelect, onHighlight });
  useEffect(() => {
    handlers.current = { onSelect, onHighlight };
  });

  useEffect(() => {
    if (!container.current) return;
    setWorkerUrl(new URL(MAP_WORKER_PATH, window.location.origin).href);
    let created: MapLibreMap;
    try {
      created = new MapLibreMap({
        container: container.current,
        style: styleUrl ?? offlineStyle(),
        center: [10, 50],
        zoom: 3,
        attributionControl: { compact: true },
        dragRotate: false,
        touchPitch: false,
        locale: {
          'Map.Title': t('mapLabel'),
          'NavigationControl.ZoomIn': t('zoomIn'),
          'NavigationControl.ZoomOut': t('zoomOut'),
          'AttributionControl.ToggleAttribution': t('attribution'),
        },
      });
    } catch {
      // No WebGL: the list stands on its own.
      setFailed(true);
      return;
    }
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    if (!styleUrl) {
      Promise.all([
        fetch(BASEMAP_PATH).then((res) => (res.ok ? res.json() : null)),
        created.once('load'),
      ])
        .then(([countries]) => {
          if (countries) created.getSource<GeoJSONSource>(BASEMAP_SOURCE)?.setData(countries);
        })
        // Without countries the map is its sea colour; the markers still stand.
        .catch(() => undefined);
    }
    setMap(created);
    return () => created.remove();
  }, [styleUrl, t]);

  useEffect(() => {
    if (!map) return;
    const made: Marker[] = [];
    const elements = markers.current;
    elements.clear();
    for (const result of results.filter(located)) {
      const element = document.createElement('button');
      element.type = 'button';
      element.className = styles.marker!;
      element.dataset.type = result.type;
      element.dataset.testid = 'finder-marker';
      element.setAttribute('aria-label', `${t(`types.${result.type}`)}: ${result.name}`);
      const shape = document.createElement('span');
      shape.className = styles.markerShape!;
      element.append(shape);
      element.addEventListener('click', (event) => {
        event.stopPropagation();
        handlers.current.onSelect(result.uuid);
      });
      element.addEventListener('mouseenter', () => handlers.current.onHighlight(result.uuid));
      element.addEventListener('focus', () => handlers.current.onHighlight(result.uuid));
      element.addEventListener('mouseleave', () => handlers.current.onHighlight(null));
      element.addEventListener('blur', () => handlers.current.onHighlight(null));
      elements.set(result.uuid, element);
      made.push(
        new Marker({ element, anchor: 'center' })
          .setLngLat([result.longitude, result.latitude])
          .addTo(map),
      );
    }
    return () => made.forEach((marker) => marker.remove());
  }, [map, results, t]);

  useEffect(() => {
    const listed = new Set(visible.map((r) => r.uuid));
    for (const [uuid, element] of markers.current) {
      // Only the listed results' markers are tab stops: hundreds of them would bury the page.
      element.tabIndex = listed.has(uuid) ? 0 : -1;
      element.toggleAttribute('data-active', uuid === highlighted || uuid === selected);
      element.setAttribute('aria-pressed', String(uuid === selected));
    }
  }, [map, results, visible, highlighted, selected]);

  useEffect(() => {
    if (!map || !origin) return;
    // Where distances count from: a plain mark, not a stop (the place field names it).
    const element = document.createElement('span');
    element.className = styles.originMarker!;
    element.dataset.testid = 'finder-origin';
    element.setAttribute('aria-hidden', 'true');
    const marker = new Marker({ element, anchor: 'center' })
      .setLngLat([origin.longitude, origin.latitude])
      .addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, origin]);

  useEffect(() => {
    if (!map) return;
    const points = (fitAll ? results : visible).filter(located);
    if (!points.length) return;
    const bounds = new LngLatBounds();
    for (const point of points) bounds.extend([point.longitude, point.latitude]);
    if (origin && !fitAll) bounds.extend([origin.longitude, origin.latitude]);
    map.fitBounds(bounds, {
      padding: FIT_PADDING_PX,
      maxZoom: styleUrl ? FIT_MAX_ZOOM : OFFLINE_FIT_MAX_ZOOM,
      duration: prefersReducedMotion() ? 0 : FIT_DURATION_MS,
    });
  }, [map, results, visible, fitAll, origin, styleUrl]);

  return (
    <div className={styles.map} data-testid="finder-map">
      <div ref={container} className={styles.mapCanvas} />
      {failed ? <p className={styles.mapFailed}>{t('mapUnavailable')}</p> : null}
    </div>
  );
}
