import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { LOCALES } from '@maison/domain';
import {
  ContentEditor,
  FolderNotFoundError,
  SlugTakenError,
  type StoryChangeResult,
} from '@maison/services/content/local/editor';
import type { PublishEvent, PublishHook } from '@maison/services/content/publish-hook';
import { superusersOnly } from '../../shared/auth';
import type { AppEnv } from '../../shared/env';
import { ApiError, MESSAGES } from '../../shared/errors';
import { createRouter } from '../../shared/router';

/**
 * The embedded content service's management endpoints (superusers): store a draft, publish,
 * create, unpublish and delete stories. Each change that goes live calls the publish hook,
 * which expires exactly the cached pages it touches (decision 0023).
 */

const editor = (c: Context<AppEnv>) => new ContentEditor(c.get('db'));

const Content = z.looseObject({ component: z.string().min(1), _uid: z.string().min(1) });
const Version = z.object({
  name: z.string().min(1),
  // One path segment per story; the folder path stays.
  slug: z.string().regex(/^[^/\s]+$/, 'Enter a slug without slashes or spaces.'),
  content: Content,
});
const StoryUpdateBody = z
  .object({
    locales: z.partialRecord(z.enum(LOCALES), Version),
    publish: z.boolean(),
  })
  .openapi('CmsStoryUpdate');
const StoryCreateBody = z
  .object({
    // The folder's full slug; empty for a story at the root.
    folder: z.string().regex(/^([^/\s]+(\/[^/\s]+)*)?$/, 'Enter a folder path such as marke.'),
    locales: z.partialRecord(z.enum(LOCALES), Version).and(z.object({ de: Version })),
    publish: z.boolean(),
  })
  .openapi('CmsStoryCreate');

const StoryAnswer = {
  description: 'The stored story, in the default language, as draft.',
  content: { 'application/json': { schema: z.object({ story: z.looseObject({}) }) } },
};
const UuidParams = z.object({ uuid: z.string().min(1) });
const denied = {
  401: { description: 'Not authenticated.' },
  403: { description: 'Not a superuser.' },
};
const common = { tags: ['cms'], security: [{ Token: [] }] };

const updateStory = createRoute({
  ...common,
  method: 'put',
  path: '/cms/stories/{uuid}/',
  summary: 'Store a story draft and optionally publish it (superusers)',
  request: {
    params: UuidParams,
    body: { required: true, content: { 'application/json': { schema: StoryUpdateBody } } },
  },
  responses: {
    200: StoryAnswer,
    400: { description: 'Invalid body (field errors).' },
    ...denied,
    404: { description: 'No story with that uuid.' },
  },
});

const createStory = createRoute({
  ...common,
  method: 'post',
  path: '/cms/stories/',
  summary: 'Create a story in a folder, as draft or published (superusers)',
  request: {
    body: { required: true, content: { 'application/json': { schema: StoryCreateBody } } },
  },
  responses: {
    201: StoryAnswer,
    400: { description: 'Invalid body, unknown folder or a path in use (field errors).' },
    ...denied,
  },
});

const unpublishStory = createRoute({
  ...common,
  method: 'post',
  path: '/cms/stories/{uuid}/unpublish/',
  summary: 'Take a story offline; its draft stays (superusers)',
  request: { params: UuidParams },
  responses: { 200: StoryAnswer, ...denied, 404: { description: 'No story with that uuid.' } },
});

const deleteStory = createRoute({
  ...common,
  method: 'delete',
  path: '/cms/stories/{uuid}/',
  summary: 'Delete a story (superusers)',
  request: { params: UuidParams },
  responses: {
    204: { description: 'Deleted.' },
    ...denied,
    404: { description: 'No story with that uuid.' },
  },
});

/** No story's uuid holds U+0000, which PostgreSQL text cannot hold (the query would fail). */
function checkUuid(uuid: string): void {
  if (uuid.includes('\u0000')) throw new ApiError(404, { detail: MESSAGES.notFound });
}

function fieldErrorOf(err: unknown): ApiError | null {
  if (err instanceof SlugTakenError) return new ApiError(400, { 'locales.de.slug': [err.message] });
  if (err instanceof FolderNotFoundError) return new ApiError(400, { folder: [err.message] });
  return null;
}

/** PUT, POST and DELETE /api/v1/cms/stories/…: the management endpoints that publish. */
export function createCmsManagementRouter(publishHook: PublishHook) {
  async function announce(c: Context<AppEnv>, event: PublishEvent): Promise<void> {
    try {
      await publishHook.changed(event);
    } catch (err) {
      // The change is stored; a failed cache purge is logged, caches expire on their own.
      c.get('logger').error({ err }, 'publish hook failed');
    }
  }
  async function answer(c: Context<AppEnv>, result: StoryChangeResult | null) {
    if (!result) throw new ApiError(404, { detail: MESSAGES.notFound });
    if (result.change) await announce(c, { uuid: result.story.uuid, ...result.change });
    return result.story;
  }

  const router = createRouter();
  // Before validation, so anonymous callers get 401 whatever they send.
  router.use('/cms/*', superusersOnly);
  return router
    .openapi(updateStory, async (c) => {
      const { uuid } = c.req.valid('param');
      checkUuid(uuid);
      const saved = await editor(c)
        .saveStory(uuid, c.req.valid('json'))
        .catch((err: unknown) => {
          throw fieldErrorOf(err) ?? err;
        });
      return c.json({ story: await answer(c, saved) }, 200);
    })
    .openapi(createStory, async (c) => {
      const created = await editor(c)
        .createStory(c.req.valid('json'))
        .catch((err: unknown) => {
          throw fieldErrorOf(err) ?? err;
        });
      return c.json({ story: await answer(c, created) }, 201);
    })
    .openapi(unpublishStory, async (c) => {
      const { uuid } = c.req.valid('param');
      checkUuid(uuid);
      return c.json({ story: await answer(c, await editor(c).unpublishStory(uuid)) }, 200);
    })
    .openapi(deleteStory, async (c) => {
      const { uuid } = c.req.valid('param');
      checkUuid(uuid);
      const change = await editor(c).deleteStory(uuid);
      if (!change) throw new ApiError(404, { detail: MESSAGES.notFound });
      await announce(c, { uuid, ...change });
      return c.body(null, 204);
    });
}
