import { createElement, Fragment, type ReactNode } from 'react';
import type { LinkResolver } from './links';
import type { RichTextNode, StoryLink } from './types';

export interface RichTextProps {
  doc: RichTextNode | null | undefined;
  links: LinkResolver;
  className?: string;
}

/**
 * Storyblok rich text JSON as React elements: text is always a text node, so no HTML string
 * reaches the page and nothing needs sanitising. Unknown nodes render their children.
 */
export function RichText({ doc, links, className }: RichTextProps) {
  if (!doc?.content?.length) return null;
  return <div className={className}>{renderNodes(doc.content, links)}</div>;
}

function renderNodes(nodes: readonly RichTextNode[] | undefined, links: LinkResolver): ReactNode {
  return nodes?.map((node, index) => renderNode(node, links, index));
}

const BLOCK_ELEMENTS: Record<string, string> = {
  paragraph: 'p',
  bullet_list: 'ul',
  ordered_list: 'ol',
  list_item: 'li',
  blockquote: 'blockquote',
  code_block: 'pre',
};

function renderNode(node: RichTextNode, links: LinkResolver, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return <Fragment key={key}>{renderMarks(node.text ?? '', node.marks, links)}</Fragment>;
    case 'hard_break':
      return <br key={key} />;
    case 'horizontal_rule':
      return <hr key={key} />;
    case 'heading': {
      const level = Math.min(Math.max(Number(node.attrs?.level) || 2, 2), 6);
      return createElement(`h${level}`, { key }, renderNodes(node.content, links));
    }
    default: {
      const element = BLOCK_ELEMENTS[node.type];
      const children = renderNodes(node.content, links);
      return element ? (
        createElement(element, { key }, children)
      ) : (
        <Fragment key={key}>{children}</Fragment>
      );
    }
  }
}

function renderMarks(text: string, marks: RichTextNode['marks'], links: LinkResolver): ReactNode {
  return (marks ?? []).reduce<ReactNode>((inner, mark) => {
    switch (mark.type) {
      case 'bold':
        return <strong>{inner}</strong>;
      case 'italic':
        return <em>{inner}</em>;
      case 'underline':
        return <u>{inner}</u>;
      case 'strike':
        return <s>{inner}</s>;
      case 'code':
        return <code>{inner}</code>;
      case 'link': {
        const attrs = (mark.attrs ?? {}) as Record<string, string | undefined>;
        const link: StoryLink = {
          linktype: (attrs.linktype as StoryLink['linktype']) ?? 'url',
          id: attrs.uuid,
          url: attrs.href,
          cached_url: attrs.href,
          anchor: attrs.anchor,
        };
        const href = links.href(link);
        if (!href) return inner;
        const external = attrs.target === '_blank';
        return (
          <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {inner}
          </a>
        );
      }
      default:
        return inner;
    }
  }, text);
}
