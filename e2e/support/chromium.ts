import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

/** Debian's chromium package: CHROME_PATH, else the binary on the PATH. Never a downloaded browser. */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    return execSync('command -v chromium', { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Debian chromium not found: apt-get install chromium, or set CHROME_PATH');
  }
}

/** The machine has no internet: keep Chromium from trying to reach Google's services. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
