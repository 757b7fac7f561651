import { createRoute } from '@hono/zod-openapi';
import { and, eq, ne, users, type Db, type User } from '@maison/db';
import {
  ACTIVATION_PAGE_PATH,
  DEFAULT_LOCALE,
  NON_FIELD_ERRORS,
  PASSWORD_SET_PAGE_PATH,
  dedupeWishlist,
  type Locale,
} from '@maison/domain';
import { validatePassword } from '@maison/domain/passwords';
import {
  ACCOUNT_MESSAGES,
  checkPassword,
  consumeUserToken,
  encodeUid,
  findUserToken,
  hashPassword,
  issueUserToken,
  meBody,
  sendAccountMail,
  userByEmail,
  userByUid,
} from './accounts';
import { issueAccessToken, requireUser, setSessionCookies } from '../../shared/auth';
import { ApiError } from '../../shared/errors';
import { SET_PASSWORD_SCOPE } from '../../shared/identity';
import { enforceMailRateLimits } from '../../shared/rate-limit';
import { createRouter } from '../../shared/router';
import { siteLink } from '../../shared/site';
import {
  CreatedUserSchema,
  DetailSchema,
  MeSchema,
  PatchMeSchema,
  RegistrationSchema,
  ResetConfirmSchema,
  ResetSchema,
  SetPasswordSchema,
  UidTokenSchema,
  body,
  fieldErrors,
  noContent,
  notAuthenticated,
  security,
} from './schemas';
import { json } from '../../shared/openapi';

const register = createRoute({
  method: 'post',
  path: '/users/',
  tags: ['accounts'],
  summary: 'Register an inactive account and send the activation e-mail',
  request: { body: body(RegistrationSchema) },
  responses: {
    201: { description: 'Registered', content: json(CreatedUserSchema) },
    400: fieldErrors,
  },
});

const activation = createRoute({
  method: 'post',
  path: '/users/activation/',
  tags: ['accounts'],
  summary: 'Activate an account with the e-mailed uid and token',
  request: { body: body(UidTokenSchema) },
  responses: {
    204: noContent('Activated'),
    400: fieldErrors,
    403: { description: 'Already active', content: json(DetailSchema) },
  },
});

const getMe = createRoute({
  method: 'get',
  path: '/users/me/',
  tags: ['accounts'],
  summary: 'The current user',
  security,
  responses: {
    200: { description: 'The user', content: json(MeSchema) },
    401: notAuthenticated,
  },
});

const patchMe = createRoute({
  method: 'patch',
  path: '/users/me/',
  tags: ['accounts'],
  summary: 'Update the current user (every field except id and email; wishlist deduplicated)',
  security,
  request: { body: body(PatchMeSchema) },
  responses: {
    200: { description: 'The updated user', content: json(MeSchema) },
    400: fieldErrors,
    401: notAuthenticated,
  },
});

const setPassword = createRoute({
  method: 'post',
  path: '/users/set_password/',
  tags: ['accounts'],
  summary: 'Change the password',
  security,
  request: { body: body(SetPasswordSchema) },
  responses: {
    204: noContent('Changed'),
    400: fieldErrors,
    401: notAuthenticated,
  },
});

const resetPassword = createRoute({
  method: 'post',
  path: '/users/reset-password/',
  tags: ['accounts'],
  summary: 'E-mail a password-set link (answers 204 whether or not the address has an account)',
  request: { body: body(ResetSchema) },
  responses: {
    204: noContent('Accepted'),
    400: fieldErrors,
    429: { description: 'Throttled', content: json(DetailSchema) },
  },
});

const resendActivation = createRoute({
  method: 'post',
  path: '/users/resend_activation/',
  tags: ['accounts'],
  summary:
    'E-mail a new activation link to an inactive account (answers 204 whether or not the ' +
    'address has one)',
  request: { body: body(ResetSchema) },
  responses: {
    204: noContent('Accepted'),
    400: fieldErrors,
    429: { description: 'Throttled', content: json(DetailSchema) },
  },
});

const resetPasswordConfirm = createRoute({
  method: 'post',
  path: '/users/reset-password-confirm/',
  tags: ['accounts'],
  summary: 'Set a new password with the e-mailed uid and token',
  request: { body: body(ResetConfirmSchema) },
  responses: { 204: noContent('Password set'), 400: fieldErrors },
});

function passwordErrors(field: string, password: string, user: Partial<User>): void {
  const errors = validatePassword(password, user);
  if (errors.length > 0) throw new ApiError(400, { [field]: errors });
}

/** The uid's user and the matching unexpired token, or djoser's 400 per field. */
async function verifyUidToken(db: Db, uid: string, token: string, purpose: 'activation' | 'reset') {
  const user = await userByUid(db, uid);
  if (!user) throw new ApiError(400, { uid: [ACCOUNT_MESSAGES.invalidUid] });
  const stored = await findUserToken(db, user.id, purpose, token);
  if (!stored || stored.expired)
    throw new ApiError(400, { token: [ACCOUNT_MESSAGES.invalidToken] });
  return { user, stored };
}

const isUniqueViolation = (err: unknown): boolean =>
  (err as { cause?: { code?: string } }).cause?.code === '23505' ||
  (err as { code?: string }).code === '23505';

export function createUsersRouter() {
  return createRouter()
    .openapi(register, async (c) => {
      const input = c.req.valid('json');
      const db = c.get('db');
      if (await userByEmail(db, input.email)) {
        throw new ApiError(400, { email: [ACCOUNT_MESSAGES.emailExists] });
      }
      // djoser's order: the password rules, then the retyped password.
      passwordErrors('password', input.password, input);
      if (input.password !== input.re_password) {
        throw new ApiError(400, { [NON_FIELD_ERRORS]: [ACCOUNT_MESSAGES.passwordMismatch] });
      }
      const language: Locale = input.language ?? DEFAULT_LOCALE;
      const [created] = await db
        .insert(users)
        .values({
          email: input.email,
          password: await hashPassword(input.password),
          first_name: input.first_name ?? '',
          last_name: input.last_name ?? '',
          language,
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      // A concurrent registration of the same address won the insert.
      if (!created) throw new ApiError(400, { email: [ACCOUNT_MESSAGES.emailExists] });
      const token = await issueUserToken(db, created.id, 'activation');
      const link = siteLink(language, ACTIVATION_PAGE_PATH, { uid: encodeUid(created.id), token });
      await sendAccountMail(c, created, 'activation', language, link);
      return c.json(
        {
          id: created.id,
          email: input.email,
          first_name: created.first_name,
          last_name: created.last_name,
          language: created.language,
        },
        201,
      );
    })
    .openapi(resendActivation, async (c) => {
      const input = c.req.valid('json');
      await enforceMailRateLimits(c, 'activation', input.email);
      const db = c.get('db');
      const user = await userByEmail(db, input.email);
      // djoser: only an inactive account gets a new link; the answer is the same either way,
      // so it tells nobody which addresses have accounts.
      if (user && !user.is_active) {
        const language = input.language ?? user.language;
        const token = await issueUserToken(db, user.id, 'activation');
        const link = siteLink(language, ACTIVATION_PAGE_PATH, { uid: encodeUid(user.id), token });
        await sendAccountMail(c, user, 'activation', language, link);
      }
      return c.body(null, 204);
    })
    .openapi(activation, async (c) => {
      const { uid, token } = c.req.valid('json');
      const db = c.get('db');
      const { user, stored } = await verifyUidToken(db, uid, token, 'activation');
      // 000 §4: the page shows 'already activated' on 403.
      if (user.is_active) throw new ApiError(403, { detail: ACCOUNT_MESSAGES.staleToken });
      if (stored.used || !(await consumeUserToken(db, stored.id))) {
        throw new ApiError(400, { token: [ACCOUNT_MESSAGES.invalidToken] });
      }
      await db.update(users).set({ is_active: true }).where(eq(users.id, user.id));
      return c.body(null, 204);
    })
    .openapi(getMe, async (c) => {
      const { id } = await requireUser(c, { scope: SET_PASSWORD_SCOPE });
      const db = c.get('db');
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return c.json(await meBody(db, row as User), 200);
    })
    .openapi(patchMe, async (c) => {
      const { id } = await requireUser(c);
      const input = c.req.valid('json');
      const db = c.get('db');
      if (input.username) {
        const [taken] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.username, input.username), ne(users.id, id)));
        if (taken) throw new ApiError(400, { username: [ACCOUNT_MESSAGES.usernameExists] });
      }
      const changes = {
        ...input,
        ...(input.wishlist ? { wishlist: dedupeWishlist(input.wishlist) } : {}),
      };
      let row: User | undefined;
      try {
        [row] =
          Object.keys(changes).length > 0
            ? await db.update(users).set(changes).where(eq(users.id, id)).returning()
            : await db.select().from(users).where(eq(users.id, id));
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw new ApiError(400, { username: [ACCOUNT_MESSAGES.usernameExists] });
        }
        throw err;
      }
      return c.json(await meBody(db, row as User), 200);
    })
    .openapi(setPassword, async (c) => {
      const { id } = await requireUser(c, { scope: SET_PASSWORD_SCOPE });
      const input = c.req.valid('json');
      const db = c.get('db');
      const [user] = await db.select().from(users).where(eq(users.id, id));
      if (!user || !(await checkPassword(user, input.current_password))) {
        throw new ApiError(400, { current_password: [ACCOUNT_MESSAGES.invalidPassword] });
      }
      passwordErrors('new_password', input.new_password, user);
      await db
        .update(users)
        .set({
          password: await hashPassword(input.new_password),
          require_password_reset: false,
          tokens_valid_after: new Date(),
        })
        .where(eq(users.id, id));
      // Every other session ends; this one goes on with a new cookie (the tab drops its token).
      setSessionCookies(c, await issueAccessToken(user));
      await sendAccountMail(c, user, 'password_changed', user.language);
      return c.body(null, 204);
    })
    .openapi(resetPassword, async (c) => {
      const input = c.req.valid('json');
      await enforceMailRateLimits(c, 'reset', input.email);
      const db = c.get('db');
      const user = await userByEmail(db, input.email);
      // Inactive accounts get the link too: setting a password proves the address, as
      // activation does (docs/decisions/0008-account-tokens.md).
      if (user) {
        const language = input.language ?? user.language;
        const token = await issueUserToken(db, user.id, 'reset');
        const link = siteLink(language, PASSWORD_SET_PAGE_PATH, { uid: encodeUid(user.id), token });
        await sendAccountMail(c, user, 'password_reset', language, link);
      }
      return c.body(null, 204);
    })
    .openapi(resetPasswordConfirm, async (c) => {
      const input = c.req.valid('json');
      const db = c.get('db');
      const { user, stored } = await verifyUidToken(db, input.uid, input.token, 'reset');
      if (stored.used) throw new ApiError(400, { token: [ACCOUNT_MESSAGES.invalidToken] });
      passwordErrors('password', input.password, user);
      if (!(await consumeUserToken(db, stored.id))) {
        throw new ApiError(400, { token: [ACCOUNT_MESSAGES.invalidToken] });
      }
      await db
        .update(users)
        .set({
          password: await hashPassword(input.password),
          is_active: true,
          require_password_reset: false,
          // A reset ends every session (whoever knew the old password is logged out).
          tokens_valid_after: new Date(),
        })
        .where(eq(users.id, user.id));
      await sendAccountMail(c, user, 'password_changed', user.language);
      return c.body(null, 204);
    });
}
