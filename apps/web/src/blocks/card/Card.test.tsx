import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createLinkResolver } from '@/features/content/links';
import type { Block } from '@/features/content/types';
import { renderBlocks } from '../registry';

afterEach(cleanup);

const ctx = {
  locale: 'ko' as const,
  channel: 'default' as const,
  links: createLinkResolver({}, 'ko'),
};
const card = (extra: Partial<Block>): Block => ({
  _uid: 'c1',
  component: 'card',
  headline: '링',
  link: { linktype: 'url', url: '/ko/jewelry/rings', cached_url: '/ko/jewelry/rings' },
  ...extra,
});

describe('card', () => {
  it('names its link by the headline when the caption is generic (WCAG 2.4.4)', () => {
    render(<>{renderBlocks([card({ linkCaption: '자세히 보기' })], ctx)}</>);
    expect(screen.getByRole('link').textContent).toBe('자세히 보기: 링');
    expect(screen.getByRole('link', { name: /^자세히 보기\s?: 링$/ })).toBeDefined();
  });

  it('uses the headline as the caption when there is none', () => {
    render(<>{renderBlocks([card({})], ctx)}</>);
    expect(screen.getByRole('link').textContent).toBe('링');
  });
});
