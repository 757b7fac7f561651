import { randomUUID } from 'node:crypto';
import {
  and,
  cms_stories,
  eq,
  type CmsLocaleMap,
  type CmsLocaleVersion,
  type Db,
} from '@maison/db';
import { DEFAULT_LOCALE, LOCALES, type ContentChangeEvent } from '@maison/domain';
import type { Story } from '../types';
import { inLocale } from './stories';
import { ContentStore } from './store';

/** The shape of a PUT to the management endpoint: per-locale versions to store as draft. */
export interface StoryUpdate {
  locales: CmsLocaleMap;
  publish: boolean;
}

/** A new story: its versions per locale (the default language required) and its folder. */
export interface StoryCreate extends StoryUpdate {
  folder: string;
}

/** A stored story (default language, draft) and, when the change went live, what changed. */
export interface StoryChangeResult {
  story: Story;
  change: ContentChangeEvent | null;
}

export class FolderNotFoundError extends Error {
  constructor(readonly folder: string) {
    super(`No folder has the path ${folder}.`);
    this.name = 'FolderNotFoundError';
  }
}

export class SlugTakenError extends Error {
  constructor(readonly fullSlug: string) {
    super(`A story already uses the path ${fullSlug}.`);
    this.name = 'SlugTakenError';
  }
}

/**
 * The embedded content service's writes (the management endpoints): each answers the stored
 * story and, when the change went live, the event that expires cached pages.
 */
export class ContentEditor {
  private readonly store: ContentStore;

  constructor(private readonly db: Db) {
    this.store = new ContentStore(db);
  }

  /**
   * Stores `update.locales` over the draft (locales not given stay); when publishing, the
   * draft becomes the published version. A new default-language slug moves the story's
   * full_slug. Null when no story has that uuid; `change` only when it was published.
   */
  async saveStory(uuid: string, update: StoryUpdate): Promise<StoryChangeResult | null> {
    const saved = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(cms_stories)
        .where(and(eq(cms_stories.uuid, uuid), eq(cms_stories.is_folder, false)))
        .for('update');
      if (!row) return null;
      const draft: CmsLocaleMap = { ...row.draft, ...update.locales };
      const main = inLocale(draft, DEFAULT_LOCALE);
      const parentPath = row.full_slug.includes('/')
        ? row.full_slug.slice(0, row.full_slug.lastIndexOf('/') + 1)
        : '';
      const fullSlug = `${parentPath}${main.slug}`;
      if (fullSlug !== row.full_slug) await assertSlugFree(tx, fullSlug);
      const now = new Date();
      const [saved] = await tx
        .update(cms_stories)
        .set({
          draft,
          slug: main.slug,
          full_slug: fullSlug,
          component: componentOf(main),
          updated_at: now,
          ...(update.publish
            ? {
                published: draft,
                published_at: now,
                first_published_at: row.first_published_at ?? now,
              }
            : {}),
        })
        .where(eq(cms_stories.id, row.id))
        .returning();
      if (!saved) return null;
      const change: ContentChangeEvent | null = update.publish
        ? {
            action: 'published',
            full_slug: saved.full_slug,
            ...(row.full_slug !== saved.full_slug ? { previous_full_slug: row.full_slug } : {}),
            component: saved.component,
            links_changed:
              row.full_slug !== saved.full_slug || linkFieldsDiffer(row.published, draft),
          }
        : null;
      return { row: saved, change };
    });
    // Outside the transaction: PGlite runs one connection, which the transaction holds.
    if (!saved) return null;
    return { story: await this.store.draftStory(saved.row), change: saved.change };
  }

  /**
   * A new story in a folder (`folder` is the folder's full slug, empty for the root), stored as
   * draft and published when asked. Throws FolderNotFoundError or SlugTakenError.
   */
  async createStory(input: StoryCreate): Promise<StoryChangeResult> {
    const main = input.locales[DEFAULT_LOCALE];
    if (!main) throw new Error('A new story needs its default-language version');
    const row = await this.db.transaction(async (tx) => {
      let parentId: number | null = null;
      if (input.folder) {
        const [folder] = await tx
          .select({ id: cms_stories.id })
          .from(cms_stories)
          .where(and(eq(cms_stories.full_slug, input.folder), eq(cms_stories.is_folder, true)));
        if (!folder) throw new FolderNotFoundError(input.folder);
        parentId = folder.id;
      }
      const fullSlug = input.folder ? `${input.folder}/${main.slug}` : main.slug;
      await assertSlugFree(tx, fullSlug);
      const now = new Date();
      const [created] = await tx
        .insert(cms_stories)
        .values({
          uuid: randomUUID(),
          full_slug: fullSlug,
          slug: main.slug,
          parent_id: parentId,
          component: componentOf(main),
          draft: input.locales,
          created_at: now,
          updated_at: now,
          ...(input.publish
            ? { published: input.locales, published_at: now, first_published_at: now }
            : {}),
        })
        .returning();
      if (!created) throw new Error('The new story was not stored');
      return created;
    });
    const change: ContentChangeEvent | null = input.publish
      ? {
          action: 'published',
          full_slug: row.full_slug,
          component: row.component,
          links_changed: true,
        }
      : null;
    return { story: await this.store.draftStory(row), change };
  }

  /** Takes a story offline: its draft stays. Null when no story has that uuid. */
  async unpublishStory(uuid: string): Promise<StoryChangeResult | null> {
    const [row] = await this.db
      .update(cms_stories)
      .set({ published: null, published_at: null, updated_at: new Date() })
      .where(and(eq(cms_stories.uuid, uuid), eq(cms_stories.is_folder, false)))
      .returning();
    if (!row) return null;
    return {
      story: await this.store.draftStory(row),
      change: {
        action: 'unpublished',
        full_slug: row.full_slug,
        component: row.component,
        links_changed: true,
      },
    };
  }

  /** Deletes a story (not a folder). Null when no story has that uuid. */
  async deleteStory(uuid: string): Promise<ContentChangeEvent | null> {
    const [row] = await this.db
      .delete(cms_stories)
      .where(and(eq(cms_stories.uuid, uuid), eq(cms_stories.is_folder, false)))
      .returning();
    if (!row) return null;
    return {
      action: 'deleted',
      full_slug: row.full_slug,
      component: row.component,
      links_changed: true,
    };
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function assertSlugFree(tx: Tx, fullSlug: string): Promise<void> {
  const [taken] = await tx
    .select({ id: cms_stories.id })
    .from(cms_stories)
    .where(and(eq(cms_stories.full_slug, fullSlug), eq(cms_stories.is_folder, false)));
  if (taken) throw new SlugTakenError(fullSlug);
}

function componentOf(version: CmsLocaleVersion): string | null {
  return typeof version.content.component === 'string' ? version.content.component : null;
}

/** Whether a publish changes what the link map shows: a locale's name or slug, or a locale. */
function linkFieldsDiffer(before: CmsLocaleMap | null, after: CmsLocaleMap): boolean {
  if (!before) return true;
  return LOCALES.some((locale) => {
    const a = before[locale];
    const b = after[locale];
    return a?.name !== b?.name || a?.slug !== b?.slug;
  });
}
