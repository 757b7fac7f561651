import { renderDocsPage, type OpenApiDocument } from '../docs-page';
import { createRouter } from '../router';

/**
 * The API's own description. Plain routes (not in the document): they describe the document.
 * `getDocument` is called per request because routers may be added after this one.
 */
export function createMetaRouter(getDocument: () => OpenApiDocument) {
  return createRouter()
    .get('/openapi.json', (c) => c.json(getDocument()))
    .get('/docs/', (c) => {
      c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      return c.html(renderDocsPage(getDocument()));
    });
}
