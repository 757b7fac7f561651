// The web project shares one module registry per worker (isolate: false, for speed). Each test
// file still gets fresh modules of its own code, and the DOM is cleared after every test, as if
// the file ran alone.
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

vi.resetModules();
afterEach(cleanup);
