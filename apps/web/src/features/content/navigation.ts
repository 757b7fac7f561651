import type { Locale } from '@maison/domain/constants';
import type { NavItem } from '@/features/header/navigation';
import { getLinks, getStory } from './api';
import { createLinkResolver, type LinkResolver } from './links';
import type { StoryLink } from './types';

/** The configuration story (docs/content-model.md). */
export const CONFIG_SLUG = 'config';

interface ConfigNavItem {
  _uid: string;
  label?: string;
  link?: StoryLink | null;
  children?: ConfigNavItem[] | null;
}

/**
 * Maps the config story's nav items to the header's model; hrefs stay locale-free. An item
 * whose label or link target is missing is logged and left out (002 §8, 001 §8: missing
 * placeholder content renders nothing).
 */
export function toNavItems(
  items: readonly ConfigNavItem[],
  links: LinkResolver,
  overview: (label: string) => string,
): NavItem[] {
  return items.flatMap((item) => {
    const href = links.localePath(item.link) ?? links.href(item.link);
    if (!item.label || !href) {
      console.warn(
        `[content] navigation item ${item._uid} has no ${item.label ? 'link target' : 'label'}: left out`,
      );
      return [];
    }
    const children = toNavItems(item.children ?? [], links, overview);
    return [
      {
        id: item._uid,
        label: item.label,
        href,
        children: children.length ? children : undefined,
        overviewLabel: children.length ? overview(item.label) : undefined,
      },
    ];
  });
}

/** The main navigation of the config story, or null when the story is missing. */
export async function configNavigation(
  locale: Locale,
  overview: (label: string) => string,
): Promise<NavItem[] | null> {
  const story = await getStory(CONFIG_SLUG, locale);
  const items = story?.content.mainNavigation as ConfigNavItem[] | undefined;
  if (!items) return null;
  return toNavItems(items, createLinkResolver(await getLinks(), locale), overview);
}

/** A footer column of the config story: a headline over a list of links. */
export interface FooterColumn {
  id: string;
  headline: string;
  links: NavItem[];
}

interface ConfigFooterColumn {
  _uid: string;
  headline?: string;
  links?: ConfigNavItem[] | null;
}

/** The footer columns of the config story, or null when the story is missing. */
export async function configFooter(locale: Locale): Promise<FooterColumn[] | null> {
  const story = await getStory(CONFIG_SLUG, locale);
  const columns = story?.content.footer as ConfigFooterColumn[] | undefined;
  if (!columns) return null;
  const links = createLinkResolver(await getLinks(), locale);
  return columns.map((column) => ({
    id: column._uid,
    headline: column.headline ?? '',
    links: toNavItems(column.links ?? [], links, (label) => label),
  }));
}
