import { describe, expect, it } from 'vitest';
import { isDetailError } from './errors';

describe('isDetailError', () => {
  it('tells a detail body from field errors', () => {
    expect(isDetailError({ detail: 'Not found.' })).toBe(true);
    expect(isDetailError({ email: ['This field is required.'] })).toBe(false);
    expect(isDetailError({ detail: ['a list is a field error'] })).toBe(false);
    expect(isDetailError(null)).toBe(false);
  });
});
