// Types of cache-handler.mjs (a plain module, which Next loads by path) for its tests.
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';

export default class CachedPageHandler extends FileSystemCache {}
