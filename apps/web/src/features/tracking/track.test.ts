// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { track } from './track';

describe('track', () => {
  // Other test files in the same environment may have left events behind.
  beforeEach(() => {
    delete window.dataLayer;
  });
  afterEach(() => {
    delete window.dataLayer;
  });

  it('creates the data layer and pushes the event with its payload', () => {
    track('form_submit', { form: 'contact', step: 2 });
    expect(window.dataLayer).toEqual([{ event: 'form_submit', form: 'contact', step: 2 }]);
  });

  it('appends to an existing data layer', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    track('wishlist_add');
    expect(window.dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'wishlist_add' }]);
  });
});
