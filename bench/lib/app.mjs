// The built app as the benchmarks measure it: started as `npm start` does, on its own data folder.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Starts the app on `port` (building and seeding it when needed); returns its stop. */
export function startApp(port) {
  const server = spawn('npm', ['start'], {
    cwd: root,
    env: {
      // The canonical and hreflang links name the address the bench reaches the app at.
      SITE_URL: `http://localhost:${port}`,
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(root, 'data/bench'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  return () => process.kill(-server.pid, 'SIGTERM');
}

/** Waits until the app at `base` answers its health check (a first start builds: 15 min). */
export async function waitForHealth(base, timeoutMs = 900_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/v1/health/`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the app did not start in time');
}

/** The path of the first published story of a content type (e.g. product, jeweler). */
export async function firstStoryPath(base, contentType) {
  const res = await fetch(`${base}/api/cms/v2/cdn/stories?content_type=${contentType}&per_page=1`);
  const { stories } = await res.json();
  if (!stories?.length) throw new Error(`no ${contentType} story`);
  return `/${stories[0].full_slug}`;
}
