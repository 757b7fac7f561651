import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_MARGIN_PX } from '@maison/domain/constants';
import { useNearViewport } from './useNearViewport';

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;

/** One controllable IntersectionObserver: the test says when the element is "seen". */
let observed: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean };
class FakeObserver {
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    observed = { callback, options, disconnected: false };
  }
  observe() {}
  disconnect() {
    observed.disconnected = true;
  }
}

function Island({ marginPx }: { marginPx?: number }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(marginPx);
  return (
    <div ref={ref} data-testid="island">
      {near ? 'loaded' : 'waiting'}
    </div>
  );
}

/** Puts the island's box `top` px below the window's top. */
function placeAt(top: number) {
  const box = screen.getByTestId('island');
  box.getBoundingClientRect = () => ({ top, bottom: top + 200 }) as DOMRect;
}

describe('useNearViewport', () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('waits below the fold and loads once the observer sees the box near the window', () => {
    render(<Island />);
    expect(observed.options?.rootMargin).toBe(`${NEAR_VIEWPORT_MARGIN_PX}px 0px`);
    expect(screen.getByTestId('island').textContent).toBe('waiting');
    placeAt(window.innerHeight + NEAR_VIEWPORT_MARGIN_PX - 10);
    act(() => observed.callback([{ isIntersecting: true }]));
    expect(screen.getByTestId('island').textContent).toBe('loaded');
    expect(observed.disconnected).toBe(true);
  });

  it('does not trust an observer whose root is too large: it checks the box while scrolling', () => {
    render(<Island />);
    placeAt(window.innerHeight * 4);
    act(() => observed.callback([{ isIntersecting: true }]));
    expect(screen.getByTestId('island').textContent).toBe('waiting');
    placeAt(window.innerHeight);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByTestId('island').textContent).toBe('loaded');
  });

  it('stops watching the scroll when the observer loses the box', () => {
    render(<Island />);
    placeAt(window.innerHeight * 4);
    act(() => observed.callback([{ isIntersecting: true }]));
    act(() => observed.callback([{ isIntersecting: false }]));
    placeAt(0);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByTestId('island').textContent).toBe('waiting');
  });

  it('takes a margin of its own: with 0 a box just below the fold waits until it is on screen', () => {
    render(<Island marginPx={0} />);
    expect(observed.options?.rootMargin).toBe('0px 0px');
    placeAt(window.innerHeight + 200);
    act(() => observed.callback([{ isIntersecting: true }]));
    expect(screen.getByTestId('island').textContent).toBe('waiting');
    placeAt(window.innerHeight - 50);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByTestId('island').textContent).toBe('loaded');
  });

  it('loads at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Island />);
    expect(screen.getByTestId('island').textContent).toBe('loaded');
  });
});
