import { afterEach, describe, expect, it, vi } from 'vitest';

const getStory = vi.fn();
vi.mock('@/features/content/api', () => ({ getStory, getLinks: vi.fn(async () => ({})) }));

const { portalConfig } = await import('./config');

afterEach(() => vi.restoreAllMocks());

describe('portal configuration (002 §8: missing navigation placeholder content)', () => {
  it('logs a warning and shows no navigation without the config story', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    getStory.mockResolvedValue(null);
    const config = await portalConfig('ja');
    expect(config.navigation).toEqual([]);
    expect(config.errorPageHref).toBe('/ja');
    expect(warn).toHaveBeenCalledWith('[content] no config story: the portal shows no navigation');
  });

  it('leaves out a navigation item whose content is missing, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    getStory.mockResolvedValue({
      content: {
        component: 'configuration',
        portalNavigation: [
          { _uid: 'stock', label: 'Bestand', link: { linktype: 'url', url: '/portal/stock' } },
          { _uid: 'empty', label: '', link: { linktype: 'url', url: '/portal/archiv' } },
        ],
      },
    });
    const config = await portalConfig('de');
    expect(config.navigation.map((item) => item.id)).toEqual(['stock']);
    expect(warn).toHaveBeenCalledWith('[content] navigation item empty has no label: left out');
  });
});
