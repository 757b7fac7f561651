import type { Locale } from '@maison/domain/constants';
import { PORTAL_USER_MANAGEMENT_PATH } from '@maison/domain/portal/navigation';
import { getLinks, getStory } from '@/features/content/api';
import { createLinkResolver, localizedHref } from '@/features/content/links';
import { CONFIG_SLUG, toNavItems } from '@/features/content/navigation';
import type { StoryLink } from '@/features/content/types';

/** A portal navigation link (002 §2: a label and a url from the configuration). */
interface PortalLink {
  id: string;
  label: string;
  /** Locale-free path, e.g. /portal/stock (next-intl's Link adds the locale). */
  url: string;
}

export interface PortalConfig {
  navigation: PortalLink[];
  /** 002 §6: where a visitor without a loaded user is sent (localized URL). */
  errorPageHref: string;
  /** 002 §6: the user-management link, the last resort of a forbidden page (locale-free). */
  userManagementUrl: string;
}

/**
 * The configuration story's portal settings (docs/content-model.md): portalNavigation and
 * partnerPortalErrorPage. Without the story the portal shows no links and sends guests home.
 */
export async function portalConfig(locale: Locale): Promise<PortalConfig> {
  const story = await getStory(CONFIG_SLUG, locale);
  const content = story?.content;
  const links = createLinkResolver(await getLinks(), locale);
  const items = toNavItems(
    (content?.portalNavigation as Parameters<typeof toNavItems>[0] | undefined) ?? [],
    links,
    (label) => label,
  );
  if (!story) console.warn('[content] no config story: the portal shows no navigation');
  const navigation = items.map((item) => ({ id: item.id, label: item.label, url: item.href }));
  const userManagement = navigation.find((item) => item.url.includes(PORTAL_USER_MANAGEMENT_PATH));
  return {
    navigation,
    errorPageHref:
      links.href(content?.partnerPortalErrorPage as StoryLink | undefined) ??
      localizedHref('/', locale),
    userManagementUrl: userManagement?.url ?? PORTAL_USER_MANAGEMENT_PATH,
  };
}
