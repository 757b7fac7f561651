import { describe, expect, it } from 'vitest';
import { isPortalPath, portalNavigation } from './portalNavigation';

describe('portal navigation in the header (002 §2)', () => {
  it('knows the commerce pages (002 §2 commercePage)', () => {
    for (const path of ['/shop', '/shop/warenkorb', '/shop/standort', '/shop/warenkorb/'])
      expect(isPortalPath(path)).toBe(true);
    for (const path of ['/shopping', '/shop/x', '/shop/warenkorb/x', '/schmuck/shop'])
      expect(isPortalPath(path)).toBe(false);
  });

  it('knows the partner portal pages', () => {
    for (const path of [
      '/portal',
      '/portal/stock',
      '/portal/sell-out',
      '/portal/archiv',
      '/portal/benutzer',
    ])
      expect(isPortalPath(path)).toBe(true);
    for (const path of ['/', '/portal/formulare', '/schmuck/ringe', '/portalx', '/portal/stock/x'])
      expect(isPortalPath(path)).toBe(false);
  });

  it('holds the links the portal publishes until it withdraws them', () => {
    const items = [{ id: 'a', label: 'Bestand', href: '/portal/stock' }];
    portalNavigation.publish({ label: 'Partnerportal', items });
    expect(portalNavigation.getSnapshot()).toEqual({ label: 'Partnerportal', items });
    portalNavigation.publish(null);
    expect(portalNavigation.getSnapshot().items).toEqual([]);
    expect(portalNavigation.getServerSnapshot().items).toEqual([]);
  });
});
