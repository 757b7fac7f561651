import { HSTS_MAX_AGE_S } from '@maison/domain/constants';
import { FILE_POLICY, mapWorkerPolicy, type SecurityEnvironment } from './policy';

/**
 * Powerful features nobody on the site uses are denied to the site and every frame it embeds.
 * Geolocation stays with the site itself for the jeweler finder. Only features Chromium knows:
 * an unknown name logs an error on every page.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

export type HeaderList = { key: string; value: string }[];

/** The headers every page and file carries besides its Content-Security-Policy. */
export function securityHeaders(env: SecurityEnvironment): HeaderList {
  const headers: HeaderList = [
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  ];
  if (env.production) {
    headers.push({
      key: 'Strict-Transport-Security',
      value: `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`,
    });
  }
  return headers;
}

/** The headers of a file: Next's build output, the public folder, the metadata routes. */
export function fileHeaders(env: SecurityEnvironment): HeaderList {
  return [...securityHeaders(env), { key: 'Content-Security-Policy', value: FILE_POLICY }];
}

/** The headers of MapLibre's worker file: a file's, with the worker's own policy. */
export function mapWorkerHeaders(env: SecurityEnvironment): HeaderList {
  return [...securityHeaders(env), { key: 'Content-Security-Policy', value: mapWorkerPolicy(env) }];
}
