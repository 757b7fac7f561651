import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { TOAST_LIFETIME_MS } from '@maison/domain/constants';
import { renderWithIntl } from '../test-utils';
import { Toaster } from './Toaster';
import { toast } from './toastStore';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  act(() => toast.clear());
  vi.useRealTimers();
});

describe('toast store', () => {
  it('returns a uuid and records type, timing, content and timeStarted', () => {
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
    const id = toast.show({ type: 'success', timing: 'short', content: 'Saved' });
    expect(id).toMatch(UUID);
    expect(toast.getSnapshot()).toEqual([
      {
        uuid: id,
        type: 'success',
        timing: 'short',
        content: 'Saved',
        timeStarted: Date.parse('2025-03-01T10:00:00Z'),
      },
    ]);
  });

  it.each([
    ['short', TOAST_LIFETIME_MS.short],
    ['medium', TOAST_LIFETIME_MS.medium],
    ['long', TOAST_LIFETIME_MS.long],
  ] as const)('removes a %s toast after exactly %i ms', (timing, lifetime) => {
    toast.show({ type: 'info', timing, content: timing });
    vi.advanceTimersByTime(lifetime - 1);
    expect(toast.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toast.getSnapshot()).toHaveLength(0);
  });

  it('keeps a persistent toast until it is dismissed', () => {
    const id = toast.show({ type: 'info', timing: 'persistent', content: 'Export running' });
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(toast.getSnapshot()).toHaveLength(1);
    toast.dismiss(id);
    expect(toast.getSnapshot()).toHaveLength(0);
  });

  it('spec lifetimes: 2 s, 4 s, 8 s, persistent', () => {
    expect(TOAST_LIFETIME_MS).toEqual({ short: 2000, medium: 4000, long: 8000, persistent: null });
  });
});

describe('Toaster', () => {
  it('renders toasts as status or alert and removes them on close and on expiry', () => {
    renderWithIntl(<Toaster />);
    act(() => {
      toast.show({ type: 'success', timing: 'short', content: 'Saved' });
      toast.show({ type: 'error', timing: 'persistent', content: 'Failed' });
    });
    expect(screen.getByRole('status').textContent).toContain('Saved');
    expect(screen.getByRole('alert').textContent).toContain('Failed');

    act(() => vi.advanceTimersByTime(TOAST_LIFETIME_MS.short));
    expect(screen.queryByText('Saved')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Failed')).toBeNull();
  });
});
