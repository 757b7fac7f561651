import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { session } from '@/features/account/session';
import { renderWithIntl } from '@/ui/test-utils';
import { props } from '@/features/forms/testing';
import { AccessDeniedDiagnostics } from './AccessDeniedDiagnostics';
import { hasSessionHint, sessionTokenState } from './diagnostics';
import { AccessDeniedDiagnosticsLazy } from './lazy';

const row = (id: string) =>
  document.querySelector(`[data-diagnostic="${id}"] dd`)?.textContent ?? null;

beforeEach(async () => {
  delete window.dataLayer;
  await session.refresh();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('access_denied_diagnostics (001 §2)', () => {
  it('shows timestamp, user agent, cookies, local storage and the session state', () => {
    window.history.replaceState(null, '', '/error-access-denied?reason=waitlist');
    renderWithIntl(<AccessDeniedDiagnostics {...props({}, { headline: 'Technical details' })} />);
    expect(screen.getByTestId('form-access_denied_diagnostics').textContent).toContain(
      'Technical details',
    );
    expect(row('timestamp')).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2} UTC$/);
    expect(row('user-agent')).toBe(navigator.userAgent);
    expect(row('cookies')).toBe(navigator.cookieEnabled ? 'Yes' : 'No');
    expect(row('local-storage')).toBe('Yes');
    expect(row('session')).toBe('Not logged in');
    expect(row('reason')).toBe('waitlist');
  });

  it('pushes access_denied once with the reason', () => {
    window.history.replaceState(null, '', '/error-access-denied?reason=waitlist');
    const view = renderWithIntl(<AccessDeniedDiagnostics {...props()} />);
    view.rerender(<AccessDeniedDiagnostics {...props()} />);
    expect(window.dataLayer).toEqual([{ event: 'access_denied', reason: 'waitlist' }]);
  });

  it('names the session token state', () => {
    expect(sessionTokenState('user', true)).toBe('active');
    expect(sessionTokenState('guest', true)).toBe('expired');
    expect(sessionTokenState('loading', true)).toBe('checking');
    expect(sessionTokenState('guest', false)).toBe('none');
    expect(hasSessionHint('a=1; _wff_session=1')).toBe(true);
    expect(hasSessionHint('a=1')).toBe(false);
  });

  it('loads and reports access_denied at once, even when the block is below the fold', async () => {
    // An observer that never sees the block: a form gated on the viewport would not load.
    class NeverSeen {
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', NeverSeen);
    window.history.replaceState(null, '', '/error-access-denied');
    renderWithIntl(<AccessDeniedDiagnosticsLazy {...props()} />);
    await waitFor(() => expect(row('user-agent')).toBe(navigator.userAgent));
    expect(row('session')).not.toBeNull();
    expect(window.dataLayer).toEqual([{ event: 'access_denied', reason: null }]);
  });
});
