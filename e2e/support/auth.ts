/**
 * An access token for a seeded account, signed with the app's own secret from the e2e data
 * folder (tests sign tokens like the API does).
 */
export async function tokenFor(user: { id: number; email: string; is_superuser: boolean }) {
  process.env.DATA_DIR = process.env.E2E_DATA_DIR ?? 'data/e2e';
  const { issueAccessToken } = await import('../../packages/api/src/shared/auth');
  return issueAccessToken(user);
}
