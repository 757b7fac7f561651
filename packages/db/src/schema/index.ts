/**
 * The database schema, a file per area. Drizzle's client (client.ts) and drizzle-kit
 * (drizzle.config.ts) read this module's exports as the whole schema.
 */
export * from './accounts';
export * from './outbox';
export * from './organizations';
export * from './forms';
export * from './content';
export * from './inventory';
export * from './open-orders';
export * from './commerce-catalogue';
export * from './commerce-orders';
export * from './careers';
