import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** Where tests find Redis: Debian's package, which CI installs (.ci/run). */
const MISSING =
  'redis-server was not found: install Debian\'s "redis-server" package (apt-get install redis-server)';

/** A port nothing listens on at this moment. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export interface TestRedis {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a throwaway redis-server on `port` (a free one by default), keeping nothing on disk.
 * Fails, naming the Debian package, when redis-server is not installed.
 */
export async function startRedisServer(port?: number): Promise<TestRedis> {
  port ??= await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'ENOENT' ? new Error(MISSING) : err),
    );
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) resolve();
    });
  });
  child.removeAllListeners('exit');
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
