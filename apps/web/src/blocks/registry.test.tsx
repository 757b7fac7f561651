import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createLinkResolver } from '@/features/content/links';
import type { Block } from '@/features/content/types';
import { z } from 'zod';
import { BLOCKS, renderBlocks, visibleInChannel } from './registry';
import { defineBlock, type Channel } from './_shared/types';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ctx = (channel: Channel = 'default') => ({
  locale: 'de' as const,
  channel,
  links: createLinkResolver({}, 'de'),
});

const quote = (extra: Partial<Block> = {}): Block => ({
  _uid: 'q1',
  component: 'quote',
  text: 'Gold wird nicht gemacht, es wird gefunden.',
  author: 'Werkstatt',
  variant: 'left',
  ...extra,
});

describe('block registry', () => {
  it('registers every block of the content model', () => {
    expect(Object.keys(BLOCKS).sort()).toEqual(
      [
        'accordion',
        'card',
        'card_slider',
        'careers_list',
        'content_menu_slider',
        'download_item',
        'hero_banner',
        'iframe',
        'jeweler_search',
        'large_card_slider',
        'popup_form_modal',
        'price_on_request_modal',
        'product_list',
        'quote',
        'rich_text',
        'section',
        'sticky_anchor_menu',
        'registration_form',
        'contact_form',
        'appointment_form',
        'address_form',
        'newsletter_form',
        'newsletter_unsubscribe_form',
        'newsletter_confirmation',
        'museum_form',
        'ring_waitlist_form',
        'access_denied_diagnostics',
        'wizard',
      ].sort(),
    );
  });

  it('renders a valid block', () => {
    const { getByTestId } = render(<>{renderBlocks([quote()], ctx())}</>);
    expect(getByTestId('block-quote').textContent).toContain('Gold wird nicht gemacht');
  });

  it('warns once per unknown component and renders nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const unknown = { _uid: 'x', component: 'hologram' };
    const { container } = render(<>{renderBlocks([unknown, { ...unknown, _uid: 'y' }], ctx())}</>);
    expect(container.innerHTML).toBe('');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain('hologram');
  });

  it('renders nothing for a block that fails its schema, and keeps the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = { _uid: 'i1', component: 'iframe', src: 'https://example.com/embed' };
    const { container, getByTestId } = render(<>{renderBlocks([broken, quote()], ctx())}</>);
    expect(container.querySelector('iframe')).toBeNull();
    expect(getByTestId('block-quote')).toBeTruthy();
    expect(error).toHaveBeenCalledOnce();
  });

  it('renders nested section bodies with the same context', () => {
    const section: Block = {
      _uid: 's1',
      component: 'section',
      anchor: 'Details',
      headline: 'Details',
      body: [quote()],
    };
    const { getByTestId } = render(<>{renderBlocks([section], ctx())}</>);
    expect(getByTestId('block-section').id).toBe('details');
    expect(
      getByTestId('block-section').querySelector('[data-testid="block-quote"]'),
    ).not.toBeNull();
  });

  it('renders nested blocks with overrides (a popup names itself to its form)', () => {
    const seen: unknown[] = [];
    const probe = z.object({ _uid: z.string(), component: z.string() }).loose();
    BLOCKS.probe_outer = defineBlock(probe, ({ ctx, block }) =>
      ctx.render(block.inner as Block[], { popupUid: 'popup-1' }),
    );
    BLOCKS.probe_inner = defineBlock(probe, ({ ctx }) => {
      seen.push([ctx.popupUid, ctx.storyUuid]);
      return null;
    });
    try {
      render(
        <>
          {renderBlocks(
            [
              {
                _uid: 'o',
                component: 'probe_outer',
                inner: [{ _uid: 'i', component: 'probe_inner' }],
              },
            ],
            { ...ctx(), storyUuid: 'story-1' },
          )}
        </>,
      );
    } finally {
      delete BLOCKS.probe_outer;
      delete BLOCKS.probe_inner;
    }
    expect(seen).toEqual([['popup-1', 'story-1']]);
  });

  it('wraps device-limited blocks in the Visibility wrapper', () => {
    const { getByTestId } = render(<>{renderBlocks([quote({ devices: ['mobile'] })], ctx())}</>);
    expect(getByTestId('block-quote').parentElement?.dataset.visibleOn).toBe('mobile');
  });
});

describe('visibility by channel', () => {
  it('shows all and unset everywhere, default and microsite only in their channel', () => {
    expect(visibleInChannel(undefined, 'microsite')).toBe(true);
    expect(visibleInChannel('', 'default')).toBe(true);
    expect(visibleInChannel('all', 'microsite')).toBe(true);
    expect(visibleInChannel('default', 'default')).toBe(true);
    expect(visibleInChannel('default', 'microsite')).toBe(false);
    expect(visibleInChannel('microsite', 'default')).toBe(false);
    expect(visibleInChannel('microsite', 'microsite')).toBe(true);
  });

  it('drops blocks of the other channel when rendering', () => {
    const blocks = [
      quote({ _uid: 'a', channel: 'microsite' }),
      quote({ _uid: 'b', channel: 'default', text: 'Default' }),
    ];
    const site = render(<>{renderBlocks(blocks, ctx('default'))}</>);
    expect(site.getAllByTestId('block-quote')).toHaveLength(1);
    expect(site.getByTestId('block-quote').textContent).toContain('Default');
  });
});
