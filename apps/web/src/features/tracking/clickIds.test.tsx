import { beforeEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ClickIdCapture } from './ClickIdCapture';
import { captureClickIds, getClickIds } from './clickIds';

describe('click ids', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('returns nulls when nothing was captured', () => {
    expect(getClickIds()).toEqual({ google_click_id: null, meta_click_id: null });
  });

  it('stores gclid and fbclid from the landing URL', () => {
    captureClickIds('?utm_source=x&gclid=G-123&fbclid=FB.456');
    expect(localStorage.getItem('gclid')).toBe('G-123');
    expect(localStorage.getItem('fbclid')).toBe('FB.456');
    expect(getClickIds()).toEqual({ google_click_id: 'G-123', meta_click_id: 'FB.456' });
  });

  it('keeps an earlier id when a later URL has none', () => {
    captureClickIds('?gclid=first');
    captureClickIds('?fbclid=later');
    expect(getClickIds()).toEqual({ google_click_id: 'first', meta_click_id: 'later' });
  });

  it('captures on mount from window.location', () => {
    window.history.replaceState(null, '', '/?gclid=from-url');
    render(<ClickIdCapture />);
    expect(getClickIds().google_click_id).toBe('from-url');
  });
});
