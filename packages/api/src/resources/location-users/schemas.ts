import { z } from '@hono/zod-openapi';
import { PERMISSIONS, PORTAL_USER_TYPES, USER_GENDERS } from '@maison/domain';
import {
  charField,
  choice,
  choiceField,
  emailField,
  languageField,
  passwordField,
  usernameField,
} from '../../shared/fields';
import { json } from '../../shared/openapi';

/** Issue 19: the location users API's bodies and answers (002 §3, §7; the contract). */

export const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: json(schema) });

const DetailSchema = z.object({ detail: z.string() });
const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export const fieldErrors = { description: 'Field errors', content: json(FieldErrorsSchema) };
export const security = [{ Token: [] }];
export const errors = {
  401: { description: 'Not authenticated', content: json(DetailSchema) },
  403: {
    description: 'No permission at the location, or a change the caller may not make',
    content: json(DetailSchema),
  },
  404: { description: 'No such user or invite at the location', content: json(DetailSchema) },
};

const NAME_MAX_LENGTH = 150;

export const LocationUserSchema = z
  .object({
    id: z.number().openapi({ description: 'The membership id' }),
    user: z.object({
      id: z.number(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string().nullable(),
      username: z.string().nullable(),
      is_superuser: z.boolean(),
    }),
    permissions: z.array(z.string()),
    user_id: z.number(),
    location: z.number(),
    portal_user_type: z.string().nullable(),
  })
  .openapi('LocationUser');

const UserDataSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  gender: z.string().nullable(),
});

export const PendingInviteSchema = z
  .object({
    id: z.number(),
    email: z.string().nullable(),
    username: z.string().nullable(),
    user_data: UserDataSchema,
    location: z.number(),
    permissions: z.array(z.string()),
    language: z.string(),
    created_at: z.string().openapi({ description: 'ISO 8601' }),
    expires_at: z.string().openapi({ description: 'ISO 8601' }),
  })
  .openapi('PendingInvite');

/** The field error of a create body with neither or both of email and username. */
const EMAIL_OR_USERNAME = 'Give either an e-mail address or a username.';

const NOT_A_LIST = 'Expected a list of items.';

const isPermissionString = (v: string) => (PERMISSIONS as readonly string[]).includes(v);

/** 002 §6: a list of the 19 permission strings; an unknown one is refused on `permissions`. */
const permissionsField = () =>
  z
    .array(z.string({ error: 'Not a valid string.' }), { error: NOT_A_LIST })
    .max(PERMISSIONS.length * 2, {
      error: `Ensure this field has no more than ${PERMISSIONS.length * 2} elements.`,
    })
    .superRefine((list, ctx) => {
      for (const value of list.filter((v) => !isPermissionString(v)))
        ctx.addIssue({ code: 'custom', message: choice(value) });
    })
    .transform((list) => [...new Set(list)] as (typeof PERMISSIONS)[number][]);

const positiveInt = () =>
  z
    .number({ error: 'A valid integer is required.' })
    .int({ error: 'A valid integer is required.' })
    .positive({ error: 'A valid integer is required.' })
    .max(2_147_483_647, { error: 'A valid integer is required.' });

export const CreateLocationUserSchema = z
  .object({
    location: positiveInt(),
    permissions: permissionsField().optional(),
    portal_user_type: choiceField(PORTAL_USER_TYPES).optional(),
    user_data: z.object({
      first_name: charField({ max: NAME_MAX_LENGTH }),
      last_name: charField({ max: NAME_MAX_LENGTH }),
      gender: choiceField(USER_GENDERS),
    }),
    language: languageField().optional(),
    email: emailField().optional(),
    username: usernameField().unwrap().optional(),
  })
  // 002 §5: an e-mail, or without one a username; never both.
  .refine((v) => (v.email === undefined) !== (v.username === undefined), {
    error: EMAIL_OR_USERNAME,
    path: ['email'],
  })
  .openapi('CreateLocationUser');

export const CreateLocationUserResultSchema = z
  .discriminatedUnion('type', [
    z.object({
      type: z.literal('location_user_with_one_time_password'),
      data: z.object({ password: z.string(), location_user: LocationUserSchema }),
    }),
    z.object({ type: z.literal('location_invite'), data: PendingInviteSchema }),
    z.object({ type: z.literal('location_user_exists'), data: LocationUserSchema }),
  ])
  .openapi('CreateLocationUserResult');

export const PatchLocationUserSchema = z
  .object({ permissions: permissionsField() })
  .openapi('PatchLocationUser');

export const InitialPasswordSchema = z
  .object({
    uid: charField(),
    token: charField(),
    password: passwordField(),
  })
  .openapi('InitialPassword');

const idParam = () =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: 'A valid integer is required.' })
    .openapi({ param: { in: 'path' }, example: '1' });

export const LocationParams = z.object({ id: idParam().openapi({ param: { name: 'id' } }) });
export const LocationUserParams = LocationParams.extend({
  userId: idParam().openapi({ param: { name: 'userId' } }),
});
export const InviteParams = LocationParams.extend({
  inviteId: idParam().openapi({ param: { name: 'inviteId' } }),
});
