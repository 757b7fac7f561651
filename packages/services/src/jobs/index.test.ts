import { describe, expect, it } from 'vitest';
import { createJobs } from '.';

describe('createJobs', () => {
  it('uses Personio with all three PERSONIO_* settings, else the own feed', () => {
    const local = { fetch: () => Promise.resolve(new Response()), baseUrl: 'http://api.internal' };
    const personio = {
      PERSONIO_COMPANY: 'maison',
      PERSONIO_COMPANY_ID: '41234',
      PERSONIO_RECRUITING_TOKEN: 't',
    };
    expect(createJobs(personio, local).forwardsApplications).toBe(true);
    expect(
      createJobs({ ...personio, PERSONIO_RECRUITING_TOKEN: '' }, local).forwardsApplications,
    ).toBe(false);
    expect(createJobs({}, local).forwardsApplications).toBe(false);
  });
});
