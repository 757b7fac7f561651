import { describe, expect, it } from 'vitest';
import { formatMailDate, mailDocument } from './mailbox';

describe('mailbox', () => {
  it('shows dates as dd.mm.yyyy hh:mm', () => {
    const local = new Date(2026, 2, 5, 9, 7).toISOString();
    expect(formatMailDate(local)).toBe('05.03.2026 09:07');
  });

  it('opens links in the top window', () => {
    expect(mailDocument('<html><head></head><body><a href="/x">x</a></body></html>')).toContain(
      '<head><base target="_top">',
    );
    expect(mailDocument('<p>hi</p>')).toBe('<base target="_top"><p>hi</p>');
  });
});
