import { describe, expect, it } from 'vitest';
import { prefillValues } from './prefill';

const profile = {
  id: 1,
  email: 'anna@example.com',
  first_name: 'Anna',
  last_name: '',
  title: 'DR',
  gender: 'W',
  newsletter: true,
  wishlist: [],
};

describe('prefill from the saved profile (000 §3, 001 §5)', () => {
  it('fills empty fields whose keys match', () => {
    expect(
      prefillValues(
        {
          email: '',
          first_name: '',
          last_name: '',
          gender: '',
          message: '',
          data_agreement: false,
        },
        profile,
      ),
    ).toEqual({
      email: 'anna@example.com',
      first_name: 'Anna',
      last_name: '',
      gender: 'W',
      message: '',
      data_agreement: false,
    });
  });

  it('keeps what was typed and skips the named fields', () => {
    expect(prefillValues({ email: 'typed@example.com', title: '' }, profile, ['title'])).toEqual({
      email: 'typed@example.com',
      title: '',
    });
  });

  it('ticks a box only when the profile holds true under the same key', () => {
    expect(prefillValues({ newsletter: false }, profile)).toEqual({ newsletter: true });
    expect(prefillValues({ newsletter_subscription: false }, profile)).toEqual({
      newsletter_subscription: false,
    });
  });

  it('returns the same values without a profile', () => {
    const values = { email: '' };
    expect(prefillValues(values, null)).toBe(values);
  });
});
