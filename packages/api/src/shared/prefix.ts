/** Where the REST API is mounted (its routers' paths are relative to it). */
export const API_PREFIX = '/api/v1';
