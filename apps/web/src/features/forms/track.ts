'use client';

import { useEffect, useRef } from 'react';
import { track, type TrackingPayload } from '@/features/tracking/track';

/** Pushes an event once when the component shows (registration_form, access_denied). */
export function useTrackOnce(event: string, payload: TrackingPayload, when = true): void {
  const done = useRef(false);
  const data = JSON.stringify(payload);
  useEffect(() => {
    if (!when || done.current) return;
    done.current = true;
    track(event, JSON.parse(data) as TrackingPayload);
  }, [event, data, when]);
}
