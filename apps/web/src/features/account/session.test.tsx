import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { useSession } from './session';

function Probe() {
  const session = useSession();
  return <p data-testid="status">{session.status}</p>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useSession', () => {
  it('loads users/me/ once when a session hint exists and treats 401 as a guest', async () => {
    document.cookie = '_wff_session=1; path=/';
    const fetchMock = vi.fn(
      async (_url: string) => new Response('{"detail":"x"}', { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <>
        <Probe />
        <Probe />
      </>,
    );
    await waitFor(() =>
      expect(screen.getAllByTestId('status').map((n) => n.textContent)).toEqual(['guest', 'guest']),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/users/me/');
    document.cookie = '_wff_session=; path=/; max-age=0';
  });
});
