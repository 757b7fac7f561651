import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLocalErrorReporter, createLogger } from './local';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, destination };
}

describe('local logging', () => {
  it('writes JSON lines at the configured level', () => {
    const { lines, destination } = capture();
    const logger = createLogger({ level: 'warn', destination });
    logger.info('hidden');
    logger.warn({ reqId: 'r1' }, 'shown');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'shown', reqId: 'r1' });
  });

  it('reports exceptions with the request id and stack', () => {
    const { lines, destination } = capture();
    const reporter = createLocalErrorReporter(createLogger({ level: 'info', destination }));
    reporter.captureException(new Error('boom'), { requestId: 'abc', path: '/x' });
    expect(lines[0]).toMatchObject({ level: 50, reqId: 'abc', path: '/x' });
    expect((lines[0]!.err as { stack: string }).stack).toContain('boom');
  });
});
