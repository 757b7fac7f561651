import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { TagManager } from './TagManager';
import { tagManagerContainer, tagManagerScriptUrl } from './tagManager';

afterEach(() => {
  cleanup();
  delete window.dataLayer;
  vi.restoreAllMocks();
});

describe('Google Tag Manager (STACK.md analytics / tags, decision 0047)', () => {
  it('reads the container id from GTM_CONTAINER_ID and refuses anything else', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(tagManagerContainer({ NODE_ENV: 'test', GTM_CONTAINER_ID: ' GTM-AB12CD3 ' })).toBe(
      'GTM-AB12CD3',
    );
    expect(tagManagerContainer({ NODE_ENV: 'test' })).toBeNull();
    expect(tagManagerContainer({ NODE_ENV: 'test', GTM_CONTAINER_ID: 'G-ABC123' })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(tagManagerScriptUrl('GTM-AB12CD3')).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3',
    );
  });

  it('starts the container as its snippet does, after the events already in the data layer', () => {
    window.dataLayer = [{ event: 'virtual_page_view' }];
    // jsdom loads no scripts: the appended element is what a browser would fetch.
    const appended = vi
      .spyOn(document.head, 'appendChild')
      .mockImplementation(<T extends Node>(node: T) => node);
    render(<TagManager containerId="GTM-AB12CD3" />);
    expect(window.dataLayer).toEqual([
      { event: 'virtual_page_view' },
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ]);
    const scripts = appended.mock.calls.map(([node]) => node as HTMLScriptElement);
    expect(scripts.map((s) => [s.src, s.async])).toEqual([
      ['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3', true],
    ]);
  });
});
