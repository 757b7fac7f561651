import { fireEvent, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderBlocks } from '@/blocks/registry';
import { SubmitRow } from '@/features/account/SubmitRow';
import { createLinkResolver } from '@/features/content/links';
import type { Block } from '@/features/content/types';
import { ProductCard } from '@/features/products/ProductCard';
import { renderWithIntl } from '@/ui/test-utils';
import { trackedButton } from './buttons';
import { TrackingListeners } from './TrackingListeners';

let pathname = '/ja/jewelry/rings';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

const ctx = {
  locale: 'ja' as const,
  channel: 'default' as const,
  links: createLinkResolver({}, 'ja'),
};
const link = { linktype: 'url', url: '/ja/jewelry', cached_url: '/ja/jewelry' };
const blocks: Block[] = [
  { _uid: 'h1', component: 'hero_banner', headline: 'Hero', link, linkCaption: 'Entdecken' },
  { _uid: 'c1', component: 'card', headline: 'Karte', link, linkCaption: 'Mehr' },
];
const product = {
  href: '/ja/p/1',
  name: 'Ring',
  name2: null,
  image: null,
  price: null,
  isLimited: false,
};
const labels = { limited: 'Limitiert', priceOnRequest: 'Preis auf Anfrage' };

const events = (name: string) => (window.dataLayer ?? []).filter((e) => e.event === name);
// Links would navigate the test document.
const stayOnPage = (event: Event) => event.preventDefault();

beforeEach(() => {
  delete window.dataLayer;
  pathname = '/ja/jewelry/rings';
  window.addEventListener('click', stayOnPage);
});
afterEach(() => {
  window.removeEventListener('click', stayOnPage);
});

describe('click_button (000 §7)', () => {
  function page() {
    return renderWithIntl(
      <>
        <TrackingListeners />
        {renderBlocks(blocks, ctx)}
        <ProductCard product={product} labels={labels} />
        <SubmitRow loading={false} tracked={trackedButton('submit', 'newsletter_form')}>
          Senden
        </SubmitRow>
        <SubmitRow loading>Busy</SubmitRow>
        <button type="button">Untracked</button>
      </>,
      { locale: 'ja' },
    );
  }

  it.each([
    ['Entdecken', 'cta', 'hero_banner'],
    ['Mehr', 'cta', 'card'],
    ['Ring', 'product', 'product_list'],
    ['Senden', 'submit', 'newsletter_form'],
  ])('"%s" pushes exactly {button_type: %s, content_element_type: %s} once', (text, type, el) => {
    page();
    fireEvent.click(screen.getByText(text));
    expect(events('click_button')).toEqual([
      { event: 'click_button', button_type: type, content_element_type: el },
    ]);
  });

  it('pushes nothing for untracked or busy buttons', () => {
    page();
    fireEvent.click(screen.getByText('Untracked'));
    fireEvent.click(screen.getByText('Busy'));
    expect(events('click_button')).toEqual([]);
  });

  it('stops listening when unmounted', () => {
    const { unmount } = page();
    unmount();
    renderWithIntl(<>{renderBlocks(blocks, ctx)}</>);
    fireEvent.click(screen.getByText('Entdecken'));
    expect(events('click_button')).toEqual([]);
  });
});

describe('virtual_page_view (000 §7, 002 §7)', () => {
  it('pushes the path and locale once on the first load, also under StrictMode', () => {
    renderWithIntl(
      <StrictMode>
        <TrackingListeners />
      </StrictMode>,
      { locale: 'ja' },
    );
    expect(events('virtual_page_view')).toEqual([
      { event: 'virtual_page_view', page_path: '/ja/jewelry/rings', locale: 'ja' },
    ]);
  });

  it('pushes once per client-side navigation and not on a re-render of the same path', () => {
    const { rerender } = renderWithIntl(<TrackingListeners />, { locale: 'de' });
    rerender(<TrackingListeners />);
    pathname = '/schmuck/ringe';
    rerender(<TrackingListeners />);
    rerender(<TrackingListeners />);
    expect(events('virtual_page_view')).toEqual([
      { event: 'virtual_page_view', page_path: '/ja/jewelry/rings', locale: 'de' },
      { event: 'virtual_page_view', page_path: '/schmuck/ringe', locale: 'de' },
    ]);
  });
});
