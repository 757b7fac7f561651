import type { Position } from '@maison/domain/jewelers/distance';

/**
 * The visitor's position from the browser (000 §7). A refusal, a timeout, an unavailable
 * position or a browser without geolocation all reject: the finder shows
 * jeweler.location-error for each (000 §8, 001 §8).
 */
export function currentPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('geolocation unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      (error) => reject(new Error(error.message || 'geolocation failed')),
    );
  });
}
