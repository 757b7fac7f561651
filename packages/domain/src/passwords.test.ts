import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, quickRatio, validatePassword } from './passwords';

describe('quickRatio (difflib.SequenceMatcher.quick_ratio)', () => {
  it('matches Python for known pairs', () => {
    expect(quickRatio('abcd', 'bcde')).toBe(0.75);
    expect(quickRatio('', '')).toBe(1);
    expect(quickRatio('aab', 'abb')).toBeCloseTo(2 / 3);
    expect(quickRatio('xyz', 'abc')).toBe(0);
  });
});

describe('validatePassword', () => {
  it('accepts a long, uncommon, unrelated password', () => {
    expect(validatePassword('Saphir-Mondlicht-42', { email: 'anna@example.com' })).toEqual([]);
  });

  it('reports too short, too common and numeric together, in Django order', () => {
    expect(validatePassword('1234567')).toEqual([
      PASSWORD_MESSAGES.tooShort,
      PASSWORD_MESSAGES.tooCommon,
      PASSWORD_MESSAGES.entirelyNumeric,
    ]);
    expect(PASSWORD_MESSAGES.tooShort).toBe(
      'This password is too short. It must contain at least 8 characters.',
    );
  });

  it('compares common passwords case-insensitively against the zxcvbn list', () => {
    expect(validatePassword('PassWord')).toEqual(['This password is too common.']);
    expect(validatePassword('Sunshine1')).toContain('This password is too common.');
  });

  it('flags a numeric password that is long and uncommon', () => {
    expect(validatePassword('98127364518273')).toEqual(['This password is entirely numeric.']);
  });

  it('flags similarity to the e-mail, its local part and its word parts', () => {
    const similar = 'The password is too similar to the email address.';
    expect(
      validatePassword('anna.berger@example.com', { email: 'anna.berger@example.com' }),
    ).toEqual([similar]);
    expect(validatePassword('bergeranna', { email: 'anna.berger@example.com' })).toEqual([similar]);
    expect(validatePassword('Examplezz', { email: 'x@example.com' })).toEqual([similar]);
  });

  it('flags similarity to first and last name with their verbose names', () => {
    expect(validatePassword('Gwendolyn!', { first_name: 'Gwendolyn' })).toEqual([
      'The password is too similar to the first name.',
    ]);
    expect(validatePassword('Hohenzollern', { last_name: 'Hohenzollern' })).toEqual([
      'The password is too similar to the last name.',
    ]);
  });

  it('skips attribute values far shorter than the password, as Django does', () => {
    expect(validatePassword('a-very-long-unrelated-passphrase', { first_name: 'al' })).toEqual([]);
  });
});
