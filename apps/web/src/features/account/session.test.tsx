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
  it('loads users/me/ once and treats 401 as a guest', async () => {
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
  });
});
