// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';

const KEY = 'maison.shop.cart-count';

/** A fresh module, as a new page of the same tab loads it. */
async function freshStore() {
  vi.resetModules();
  return (await import('./cartCount')).cartCount;
}

afterEach(() => {
  window.sessionStorage.clear();
});

describe('header cart count (001 §4)', () => {
  it('knows no count until the shop publishes one', async () => {
    const store = await freshStore();
    expect(store.getSnapshot()).toBeNull();
    expect(store.getServerSnapshot()).toBeNull();
  });

  it('tells its readers and keeps the count for the tab’s other pages', async () => {
    const store = await freshStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.publish(3);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(3);
    expect(window.sessionStorage.getItem(KEY)).toBe('3');
    store.publish(3);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.publish(0);
    expect(listener).toHaveBeenCalledTimes(1);

    const nextPage = await freshStore();
    expect(nextPage.getSnapshot()).toBe(0);
  });

  it('forgets the count when the shop gives it up, and ignores a broken stored value', async () => {
    const store = await freshStore();
    store.publish(2);
    store.publish(null);
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    window.sessionStorage.setItem(KEY, 'x');
    expect((await freshStore()).getSnapshot()).toBeNull();
    window.sessionStorage.setItem(KEY, '-1');
    expect((await freshStore()).getSnapshot()).toBeNull();
  });
});
