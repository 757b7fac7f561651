/** The public origin for canonical URLs, sitemaps and structured data. */
function siteUrl(): string {
  return (process.env.SITE_URL || 'http://localhost:3000').replace(/\/+$/, '');
}

export function absoluteUrl(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${siteUrl()}${path.startsWith('/') ? '' : '/'}${path}`;
}
