import { describe, expect, it, vi } from 'vitest';
import { SHOW_REGULAR_HEADER_EVENT, showRegularHeader } from './showRegularHeader';

describe('showRegularHeader', () => {
  it('dispatches the showRegularHeader window event', () => {
    const listener = vi.fn();
    window.addEventListener(SHOW_REGULAR_HEADER_EVENT, listener);
    showRegularHeader();
    window.removeEventListener(SHOW_REGULAR_HEADER_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0]).toBeInstanceOf(CustomEvent);
  });
});
