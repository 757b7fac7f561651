import { beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoginTarget } from './redirect';

let config: Record<string, unknown> | null = null;
vi.mock('@/features/content/api', () => ({
  getStory: async () => (config ? { content: config } : null),
}));

const { afterLoginPages } = await import('./pages');
const plain = { require_password_reset: false };

describe('after-login pages from the config story (000 §4)', () => {
  beforeEach(() => {
    config = null;
  });

  it('goes home after a login without next and without a configured page', async () => {
    config = { passwordSetPage: { linktype: 'story', cached_url: 'passwort-festlegen' } };
    const pages = await afterLoginPages('ja');
    expect(pages).toEqual({
      passwordSetPage: '/ja/passwort-festlegen',
      afterLoginPage: null,
      home: '/ja',
    });
    expect(afterLoginTarget(plain, null, pages)).toBe('/ja');
    expect(afterLoginTarget(plain, null, await afterLoginPages('de'))).toBe('/');
  });

  it('goes home without a config story, keeping the password-set route', async () => {
    const pages = await afterLoginPages('de');
    expect(pages.passwordSetPage).toBe('/passwort-festlegen');
    expect(afterLoginTarget(plain, null, pages)).toBe('/');
  });

  it('goes to the configured page, and to next before it', async () => {
    config = { loginRedirectPage: { linktype: 'story', cached_url: 'konto/' } };
    const pages = await afterLoginPages('ko');
    expect(afterLoginTarget(plain, null, pages)).toBe('/ko/konto');
    expect(afterLoginTarget(plain, '/ko/merkliste', pages)).toBe('/ko/merkliste');
  });
});
