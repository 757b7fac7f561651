import { z } from '@hono/zod-openapi';
import {
  charField,
  emailField,
  genderField,
  languageField,
  passwordField,
  titleField,
  usernameField,
  wishlistField,
} from '../../shared/fields';
import { json } from '../../shared/openapi';

/** The accounts API's bodies and answers (000 §3–§5, djoser's shapes). */

const FieldErrorsSchema = z.record(z.string(), z.array(z.string())).openapi('FieldErrors');
export const DetailSchema = z.object({ detail: z.string() }).openapi('Detail');
export const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: json(schema) });
export const fieldErrors = { description: 'Field errors', content: json(FieldErrorsSchema) };
export const notAuthenticated = { description: 'Not authenticated', content: json(DetailSchema) };
export const noContent = (description: string) => ({ description });

const WishlistEntrySchema = z.object({ article: z.string(), date_added: z.string() });
const PortalLocationSchema = z.object({ location: z.number(), permissions: z.array(z.string()) });
export const MeSchema = z
  .object({
    id: z.number(),
    email: z.string().openapi({ description: "000 §3: '' for a portal user without e-mail" }),
    first_name: z.string(),
    last_name: z.string(),
    username: z.string().nullable(),
    language: z.string(),
    wishlist: z.array(WishlistEntrySchema),
    is_superuser: z.boolean(),
    portal_user_type: z.string().nullable(),
    portal_locations: z.array(PortalLocationSchema),
    // 002 §3's portal user beside 000 §3's fields, so both documents' clients read it.
    user: z.object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string().nullable(),
      username: z.string().nullable(),
      is_superuser: z.boolean(),
    }),
    permissions: z.array(z.string()).openapi({
      description: 'Every permission held at some location; all of them for a superuser',
    }),
    newsletter: z.boolean(),
    title: z.string().nullable(),
    gender: z.string().nullable(),
  })
  .openapi('Me');

export const CreatedUserSchema = z
  .object({
    id: z.number(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    language: z.string(),
  })
  .openapi('CreatedUser');

export const RegistrationSchema = z.object({
  email: emailField(),
  password: passwordField(),
  re_password: passwordField(),
  first_name: charField({ max: 150, allowBlank: true }).optional(),
  last_name: charField({ max: 150, allowBlank: true }).optional(),
  language: languageField().optional(),
});

export const UidTokenSchema = z.object({ uid: charField(), token: charField() });

export const PatchMeSchema = z.object({
  first_name: charField({ max: 150, allowBlank: true }).optional(),
  last_name: charField({ max: 150, allowBlank: true }).optional(),
  username: usernameField().optional(),
  language: languageField().optional(),
  wishlist: wishlistField().optional(),
  newsletter: z.boolean({ error: 'Must be a valid boolean.' }).optional(),
  title: titleField().optional(),
  gender: genderField().optional(),
});

export const SetPasswordSchema = z.object({
  current_password: passwordField(),
  new_password: passwordField(),
});
export const ResetSchema = z.object({ email: emailField(), language: languageField().optional() });
export const ResetConfirmSchema = UidTokenSchema.extend({ password: passwordField() });

export const security = [{ Token: [] }];
