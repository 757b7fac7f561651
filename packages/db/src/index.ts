export * from './schema';
export { createDb, getDb, getReadDb, closeDb } from './client';
export { dbKind, type Db, type DbOptions, type Schema } from './database';
export { migrate } from './migrate';
export {
  seed,
  isEmpty,
  summarize,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type SeedOptions,
  type SeedSummary,
} from './seed';
export {
  seedInventory,
  loadSeedProducts,
  inventorySizeFromEnv,
  DEFAULT_INVENTORY_ITEMS,
  type InventorySeedOptions,
  type InventorySeedSummary,
  type SeedProduct,
} from './seed-inventory';
export {
  listInventory,
  inventoryTablePredicate,
  findItemLocation,
  itemHistory,
  listSaleUsers,
  findTableConfig,
  saveTableConfig,
  type InventoryFilter,
  type InventoryRecord,
} from './inventory';
export {
  inventoryAggregates,
  openOrderAggregates,
  type AggregateGroup,
  type AggregateRequest,
} from './aggregates';
export {
  listOpenOrders,
  findOpenOrder,
  type OpenOrderFilter,
  type OpenOrderRecord,
} from './open-orders';
export {
  inventoryExportBatches,
  openOrderExportBatches,
  locationNames,
  type ExportBatches,
} from './exports';
export { containsPattern, type DateBounds, type Page, type PageRequest } from './portal-query';
export {
  seedShop,
  shopGroupUuid,
  RING_OF_THE_YEAR,
  RING_OF_THE_YEAR_NUMBERS,
  type ShopSeedSummary,
} from './seed-shop';
export { findRepoRoot, resolveDataDir } from './paths';
export { repairSequences, type RepairSequencesOptions, type SequenceRepair } from './sequences';
export {
  defaultContentDir,
  importContentPack,
  exportContentPack,
  type ContentImportSummary,
  type PackStory,
} from './content-pack';
// Query helpers re-exported so dependents use this package's single copy of drizzle-orm.
export {
  sql,
  eq,
  ne,
  and,
  or,
  inArray,
  desc,
  asc,
  count,
  isNotNull,
  isNull,
  gt,
  lt,
  getTableColumns,
} from 'drizzle-orm';
export { createOutboxRepository, type OutboxRepository } from './outbox';
export {
  clearRateLimit,
  hitRateLimit,
  peekRateLimit,
  rateLimitWindow,
  type RateLimitHit,
} from './rate-limits';
export { isSessionRevoked, revokeSession } from './sessions';
export {
  submitForm,
  findSubmission,
  patchSubmission,
  listSubmissions,
  requestNewsletter,
  confirmNewsletter,
  endNewsletter,
  findNewsletter,
  type SubmitOptions,
  type SubmitResult,
  type SubmissionChanges,
  type SubmissionFilter,
  type UnsubscribeOutcome,
} from './forms';
export { saveEngravingImage, findEngravingImage, type EngravingImage } from './engraving-images';
export * from './careers';
