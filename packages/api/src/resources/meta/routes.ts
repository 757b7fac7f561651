import { apiDocsEnabled } from '../../shared/config';
import { renderDocsPage, type OpenApiDocument } from './docs-page';
import { ApiError, MESSAGES } from '../../shared/errors';
import { createRouter } from '../../shared/router';

/**
 * The API's own description. Plain routes (not in the document): they describe the document.
 * `getDocument` is called per request because routers may be added after this one. The document
 * stays public in production (STACK.md names it the contract); the reference page is a
 * developer's tool, hidden there unless API_DOCS=1 (docs/decisions/0016-production-mode.md).
 */
export function createMetaRouter(getDocument: () => OpenApiDocument) {
  return createRouter()
    .get('/openapi.json', (c) => c.json(getDocument()))
    .get('/docs/', (c) => {
      if (!apiDocsEnabled()) throw new ApiError(404, { detail: MESSAGES.notFound });
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      return c.html(renderDocsPage(getDocument()));
    });
}
