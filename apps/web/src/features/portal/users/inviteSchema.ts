import { z } from '@/features/security/zod';
import type { Locale, UserGender } from '@maison/domain/constants';
import { DEFAULT_INVITE_PERMISSIONS, type PortalUserType } from '@maison/domain/portal/users';

/** The invite form's values (002 §3 create-user payload, as the form holds them). */
export interface InviteValues {
  first_name: string;
  last_name: string;
  gender: string;
  /** A location id as the dropdown holds it. */
  location: string;
  language: string;
  withoutEmail: boolean;
  email: string;
  username: string;
  portal_user_type: string;
}

export interface InviteContext {
  /** E-mails and usernames of the listed users and pending invites, lowercased (002 §5). */
  emails: ReadonlySet<string>;
  usernames: ReadonlySet<string>;
  /** 002 §5: only a viewer of the brand's type chooses (and must choose) the user type. */
  needsUserType: boolean;
}

/** Message keys under partnerportal.users.form.errors. */
const REQUIRED = 'required';

/** A standard e-mail pattern, as the account forms check (000 §5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * 002 §5: first name, last name, salutation and location required; an e-mail of the basic
 * pattern that no listed user or pending invite has (case-insensitive), or without one a
 * username nobody listed has; the user type when the viewer chooses it. The output is the
 * request body, with the default permission location:manage.
 */
export function inviteSchema(context: InviteContext) {
  return z.pipe(
    z.custom<InviteValues>().check(
      z.superRefine((values, ctx) => {
        const issue = (path: keyof InviteValues, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message, input: values[path] });
        for (const field of ['first_name', 'last_name', 'gender', 'location'] as const) {
          if (!values[field].trim()) issue(field, REQUIRED);
        }
        if (context.needsUserType && !values.portal_user_type) issue('portal_user_type', REQUIRED);
        if (values.withoutEmail) {
          const username = values.username.trim();
          if (!username) issue('username', REQUIRED);
          else if (context.usernames.has(username.toLowerCase()))
            issue('username', 'username-exists');
          return;
        }
        const email = values.email.trim();
        if (!email) issue('email', REQUIRED);
        else if (!EMAIL_PATTERN.test(email)) issue('email', 'email-invalid');
        else if (context.emails.has(email.toLowerCase())) issue('email', 'email-exists');
      }),
    ),
    z.transform((values: InviteValues) => inviteBody(values, context.needsUserType)),
  );
}

/** The create-user payload (002 §3) of valid values. */
function inviteBody(values: InviteValues, withUserType: boolean) {
  return {
    location: Number(values.location),
    permissions: [...DEFAULT_INVITE_PERMISSIONS],
    user_data: {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      gender: values.gender as UserGender,
    },
    language: values.language as Locale,
    ...(values.withoutEmail
      ? { username: values.username.trim() }
      : { email: values.email.trim() }),
    ...(withUserType ? { portal_user_type: values.portal_user_type as PortalUserType } : {}),
  };
}
export type InviteBody = ReturnType<typeof inviteBody>;
