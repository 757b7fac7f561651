/** Where the REST API is mounted (its routers' paths are relative to it). */
export const API_PREFIX = '/api/v1';

/** Origin of in-process requests; nothing listens there, requests go straight to app.fetch. */
export const IN_PROCESS_ORIGIN = 'http://api.internal';
