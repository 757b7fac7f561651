import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithIntl } from '@/ui/test-utils';
import { storyOf } from './testing';
import type { Story } from './types';

vi.mock('./api', () => ({ getLinks: vi.fn(async () => ({})) }));
vi.mock('next/navigation', () => ({ usePathname: () => '/ja/service/geschenk-finder' }));

const { StoryPage } = await import('./StoryPage');

const story = (component: string): Story =>
  storyOf({
    id: 1,
    uuid: 'story-1',
    name: 'ギフトファインダー',
    slug: 'geschenk-finder',
    full_slug: 'service/geschenk-finder',
    content: {
      _uid: 'root',
      component,
      body: [
        { _uid: 'q1', component: 'quote', text: '贈り物を見つけましょう', variant: 'text_only' },
      ],
    },
  });

describe('story page shells (002 §2)', () => {
  it('renders a pwaPage story in the app-like shell: its blocks, a heading and the way home', async () => {
    renderWithIntl(await StoryPage({ story: story('pwaPage'), locale: 'ja' }), { locale: 'ja' });
    const shell = screen.getByTestId('pwa-shell');
    expect(shell.dataset.shell).toBe('pwa');
    expect(within(shell).getByTestId('block-quote').textContent).toContain(
      '贈り物を見つけましょう',
    );
    expect(within(shell).getByRole('heading', { level: 1 }).textContent).toBe('ギフトファインダー');
    const home = within(shell).getByRole('link');
    expect(home.getAttribute('href')).toBe('/ja');
    expect(home.getAttribute('aria-label')).toBe('Maison – ホーム');
  });

  it('renders a page story without that shell', async () => {
    renderWithIntl(await StoryPage({ story: story('page'), locale: 'de' }), { locale: 'de' });
    expect(screen.queryByTestId('pwa-shell')).toBeNull();
    expect(screen.getAllByTestId('block-quote')).toHaveLength(1);
  });

  it("hides the site's header and footer while the shell is on the page", () => {
    const css = readFileSync(join(import.meta.dirname, '../../styles/global.css'), 'utf8');
    expect(css).toMatch(
      /body:has\(\[data-shell='pwa'\]\) > :is\(header, footer\) \{\s*display: none;\s*\}/,
    );
  });
});
