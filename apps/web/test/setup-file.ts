// The web project shares one module registry per worker (isolate: false, for speed). Each test
// file still gets fresh modules of its own code, and the DOM is cleared after every test, as if
// the file ran alone. The shared window also keeps its URL: a test that moved it (the wizard's
// `?wizard=steps&answers=…`) leaked the query into another file's `next=` link.
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

vi.resetModules();
afterEach(() => {
  cleanup();
  // The web-logic project runs in node, without a window.
  if (typeof window !== 'undefined') window.history.replaceState(null, '', '/');
});
