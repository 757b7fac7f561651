import { createRoute, z } from '@hono/zod-openapi';
import { eq, users } from '@maison/db';
import {
  ACCOUNT_MESSAGES,
  checkPassword,
  encodeUid,
  issueUserToken,
  userByLogin,
} from '../users/accounts';
import { endSession, issueAccessToken, setSessionCookies } from '../../shared/auth';
import { ApiError } from '../../shared/errors';
import { loginField, passwordField } from '../../shared/fields';
import { SET_PASSWORD_SCOPE } from '../../shared/identity';
import {
  assertLoginAllowed,
  recordLoginFailure,
  recordLoginSuccess,
} from '../../shared/rate-limit';
import { createRouter } from '../../shared/router';

const LoginSchema = z.object({
  email: loginField().openapi({
    description: "An e-mail address, or the username of a portal user without e-mail (no '@')",
  }),
  password: passwordField(),
});

const LoginResponseSchema = z
  .object({
    access: z.string(),
    require_password_reset: z.boolean(),
    uid: z.string().optional(),
    token: z.string().optional(),
  })
  .openapi('Login');

const DetailSchema = z.object({ detail: z.string() });
const LoginRefusedSchema = DetailSchema.extend({
  code: z.literal('no_active_account').optional().openapi({
    description: 'Only when the password is right but the account is not activated yet',
  }),
});

const create = createRoute({
  method: 'post',
  path: '/jwt/create/',
  tags: ['accounts'],
  summary: 'Log in: access token, and a reset uid and token when a new password is required',
  request: { body: { required: true, content: { 'application/json': { schema: LoginSchema } } } },
  responses: {
    200: {
      description: 'Logged in; also sets the session cookie',
      content: { 'application/json': { schema: LoginResponseSchema } },
    },
    400: {
      description: 'Field errors',
      content: { 'application/json': { schema: z.record(z.string(), z.array(z.string())) } },
    },
    401: {
      description: 'Wrong credentials, or an account not activated yet',
      content: { 'application/json': { schema: LoginRefusedSchema } },
    },
    429: { description: 'Throttled', content: { 'application/json': { schema: DetailSchema } } },
  },
});

const logout = createRoute({
  method: 'post',
  path: '/jwt/logout/',
  tags: ['accounts'],
  summary: 'End the session: its access and commerce tokens are refused from now on',
  responses: { 204: { description: 'Session ended, cookies cleared' } },
});

export function createJwtRouter() {
  return createRouter()
    .openapi(create, async (c) => {
      const { email, password } = c.req.valid('json');
      await assertLoginAllowed(c, email);
      const db = c.get('db');
      const user = await userByLogin(db, email);
      const matches = await checkPassword(user, password);
      // One answer for unknown, inactive and wrong-password cases: no account enumeration. Only
      // the right password learns that its account awaits activation (000 §5 no_active_account),
      // so the login can offer a new activation mail.
      if (!user || !matches || !user.is_active) {
        await recordLoginFailure(c, email);
        throw new ApiError(401, {
          detail: ACCOUNT_MESSAGES.noActiveAccount,
          ...(user && matches ? { code: 'no_active_account' } : {}),
        });
      }
      await recordLoginSuccess(c, email);
      await db.update(users).set({ last_login: new Date() }).where(eq(users.id, user.id));
      if (user.require_password_reset) {
        // 000 §4: the client sends the user to the password-set page with this uid and token;
        // no session cookie until the password is set, and an access token good for that alone.
        const access = await issueAccessToken(user, { scope: SET_PASSWORD_SCOPE });
        const token = await issueUserToken(db, user.id, 'reset');
        return c.json(
          { access, require_password_reset: true, uid: encodeUid(user.id), token },
          200,
        );
      }
      const access = await issueAccessToken(user);
      setSessionCookies(c, access);
      return c.json({ access, require_password_reset: false }, 200);
    })
    .openapi(logout, async (c) => {
      await endSession(c);
      return c.body(null, 204);
    });
}
