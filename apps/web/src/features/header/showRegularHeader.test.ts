// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import {
  SHOW_MINI_HEADER_EVENT,
  SHOW_REGULAR_HEADER_EVENT,
  showMiniHeader,
  showRegularHeader,
} from './showRegularHeader';

describe('showRegularHeader', () => {
  it('dispatches the showRegularHeader window event', () => {
    const listener = vi.fn();
    window.addEventListener(SHOW_REGULAR_HEADER_EVENT, listener);
    showRegularHeader();
    window.removeEventListener(SHOW_REGULAR_HEADER_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0]).toBeInstanceOf(CustomEvent);
  });

  it('dispatches the showMiniHeader window event', () => {
    const listener = vi.fn();
    window.addEventListener(SHOW_MINI_HEADER_EVENT, listener);
    showMiniHeader();
    window.removeEventListener(SHOW_MINI_HEADER_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
