// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_DELAY_MS } from '@maison/domain/constants';
import { markPopupFormSent } from '@/features/forms/popupSent';
import { countPageView } from '@/features/content/pageViews';
import { popupShownKey, schedulePopup } from './popup';

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('popup_form_modal (001 §4)', () => {
  it('opens 1.6 s after the page view once the impression count is reached', () => {
    const open = vi.fn();
    countPageView(sessionStorage);
    schedulePopup('p1', 2, open);
    vi.advanceTimersByTime(POPUP_DELAY_MS);
    expect(open).not.toHaveBeenCalled();

    countPageView(sessionStorage);
    schedulePopup('p1', 2, open);
    vi.advanceTimersByTime(POPUP_DELAY_MS - 1);
    expect(open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(open).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(popupShownKey('p1'))).toBe('1');
  });

  it('shows once per session', () => {
    const open = vi.fn();
    countPageView(sessionStorage);
    schedulePopup('p1', 1, open);
    vi.advanceTimersByTime(POPUP_DELAY_MS);
    countPageView(sessionStorage);
    schedulePopup('p1', 1, open);
    vi.advanceTimersByTime(POPUP_DELAY_MS);
    expect(open).toHaveBeenCalledOnce();
  });

  it('never shows after the form was sent', () => {
    const open = vi.fn();
    markPopupFormSent('p1');
    expect(localStorage.getItem('maison:popup-sent:p1')).toBe('1');
    countPageView(sessionStorage);
    schedulePopup('p1', 0, open);
    vi.advanceTimersByTime(POPUP_DELAY_MS);
    expect(open).not.toHaveBeenCalled();
  });

  it('does not open when the page is left before the delay', () => {
    const open = vi.fn();
    countPageView(sessionStorage);
    const cancel = schedulePopup('p1', 0, open);
    vi.advanceTimersByTime(POPUP_DELAY_MS / 2);
    cancel();
    vi.advanceTimersByTime(POPUP_DELAY_MS);
    expect(open).not.toHaveBeenCalled();
  });
});
