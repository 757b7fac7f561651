import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './env';
import { validationHook } from './errors';

/** Every resource router starts here so validation failures answer in DRF's field-error shape. */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
