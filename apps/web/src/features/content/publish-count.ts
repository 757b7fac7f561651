/**
 * How many publishes this process has seen. The proxy keeps its list of page paths until this
 * changes (or KNOWN_PATHS_TTL_MS passes), so a page published or deleted a moment ago is routed
 * right at once. The proxy and the route handlers are separate bundles in one process: the count
 * lives on globalThis.
 */
const COUNT = Symbol.for('maison.web.publishCount');
const holder = globalThis as { [COUNT]?: number };

export function countPublish(): void {
  holder[COUNT] = (holder[COUNT] ?? 0) + 1;
}

export function publishCount(): number {
  return holder[COUNT] ?? 0;
}
