import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createLinkResolver } from './links';
import { RichText } from './RichText';
import type { RichTextNode } from './types';
import { linkEntry, linkAlternate } from './testing';

afterEach(cleanup);

const links = createLinkResolver(
  {
    u1: linkEntry({
      id: 1,
      uuid: 'u1',
      slug: 'marke/manufaktur',
      alternates: [linkAlternate('en', 'brand/manufactory')],
    }),
  },
  'en',
);

const doc: RichTextNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Title' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Bold', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' and ' },
        { type: 'text', text: 'italic', marks: [{ type: 'italic' }] },
        { type: 'hard_break' },
        {
          type: 'text',
          text: 'our manufactory',
          marks: [
            { type: 'link', attrs: { linktype: 'story', uuid: 'u1', href: '/marke/manufaktur' } },
          ],
        },
      ],
    },
    {
      type: 'bullet_list',
      content: [
        {
          type: 'list_item',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'one' }] }],
        },
      ],
    },
    {
      type: 'ordered_list',
      content: [{ type: 'list_item', content: [{ type: 'text', text: 'first' }] }],
    },
    { type: 'paragraph', content: [{ type: 'text', text: '<script>alert(1)</script>' }] },
  ],
};

describe('RichText', () => {
  it('renders headings, paragraphs, lists and marks as elements', () => {
    const { container } = render(<RichText doc={doc} links={links} />);
    expect(container.querySelector('h2')?.textContent).toBe('Title');
    expect(container.querySelector('strong')?.textContent).toBe('Bold');
    expect(container.querySelector('em')?.textContent).toBe('italic');
    expect(container.querySelector('br')).not.toBeNull();
    expect(container.querySelector('ul li p')?.textContent).toBe('one');
    expect(container.querySelector('ol li')?.textContent).toBe('first');
  });

  it('resolves story links through the link resolver', () => {
    const { container } = render(<RichText doc={doc} links={links} />);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/en/brand/manufactory');
  });

  it('renders markup in text as text', () => {
    const { container } = render(<RichText doc={doc} links={links} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
  });

  it('renders nothing for an empty document', () => {
    const { container } = render(<RichText doc={{ type: 'doc', content: [] }} links={links} />);
    expect(container.innerHTML).toBe('');
  });
});
