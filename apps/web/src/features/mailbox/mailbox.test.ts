import { describe, expect, it } from 'vitest';
import { mailDocument } from './mailbox';

describe('mailbox', () => {
  it('opens links in the top window', () => {
    expect(mailDocument('<html><head></head><body><a href="/x">x</a></body></html>')).toContain(
      '<head><base target="_top">',
    );
    expect(mailDocument('<p>hi</p>')).toBe('<base target="_top"><p>hi</p>');
  });
});
