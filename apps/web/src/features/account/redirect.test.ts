import { describe, expect, it } from 'vitest';
import { afterLoginTarget, safeNextPath } from './redirect';

const pages = {
  passwordSetPage: '/ja/passwort-festlegen',
  afterLoginPage: '/ja/konto',
  home: '/ja',
};
const plain = { require_password_reset: false };

describe('after login (000 §4)', () => {
  it('goes to the password-set page when a reset is required with token and uid', () => {
    expect(
      afterLoginTarget({ require_password_reset: true, token: 't-1', uid: 'MQ' }, '/x', pages),
    ).toBe('/ja/passwort-festlegen?token=t-1&uid=MQ&passwordset=true');
  });

  it('ignores a required reset without token or uid', () => {
    expect(afterLoginTarget({ require_password_reset: true, uid: 'MQ' }, null, pages)).toBe(
      '/ja/konto',
    );
  });

  it('prefers next, then the configured page, then home', () => {
    expect(afterLoginTarget(plain, '/ja/merkliste?a=1', pages)).toBe('/ja/merkliste?a=1');
    expect(afterLoginTarget(plain, null, pages)).toBe('/ja/konto');
    expect(afterLoginTarget(plain, null, { ...pages, afterLoginPage: null })).toBe('/ja');
  });

  it('accepts only same-origin relative next paths', () => {
    for (const bad of [
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      'javascript:alert(1)',
      'konto',
    ])
      expect(safeNextPath(bad)).toBeNull();
    expect(safeNextPath('/konto#top')).toBe('/konto#top');
    expect(afterLoginTarget(plain, '//evil.test', pages)).toBe('/ja/konto');
  });
});
