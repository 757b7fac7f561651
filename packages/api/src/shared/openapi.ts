import type { z } from '@hono/zod-openapi';

/** An OpenAPI JSON body or answer of this schema. */
export const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

/**
 * One file in the multipart field `file`. A plain schema, not zod: the handlers read the body
 * themselves, bounded (no form parser).
 */
export const fileUploadBody = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        required: ['file'],
        properties: { file: { type: 'string' as const, format: 'binary' } },
      },
    },
  },
};
