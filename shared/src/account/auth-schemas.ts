import * as z from '../zod';
import { copy } from '../copy';
import { ACCOUNT_EMAIL_MAX_LENGTH } from '../constants';
import { say } from '../i18n/say';
import { passwordMeetsRules } from './password-rules';
import { hasMarkupCharacters, sanitizeName } from '../validation/typed-text';

const email = z.pipe(
  z.string().check(z.trim(), z.toLowerCase(), z.maxLength(ACCOUNT_EMAIL_MAX_LENGTH)),
  z.email(say(() => copy.auth.emailInvalid)),
);

const signUpFirstName = z.string().check(
  z.trim(),
  z.minLength(
    1,
    say(() => copy.auth.firstNameRequired),
  ),
  z.maxLength(100),
  z.refine(
    (value) => !hasMarkupCharacters(value),
    say(() => copy.profile.nameCharacters),
  ),
);

/**
 * The first name given at sign-up, as the profile starts with it; null when it breaks the sign-up form's
 * rules (a sign-up made straight against the user pool skips the form), so the profile asks for it.
 */
export function signUpNameForProfile(value: string | null | undefined): string | null {
  const parsed = signUpFirstName.safeParse(sanitizeName(value ?? ''));
  return parsed.success ? parsed.data : null;
}

const newPassword = z.string().check(z.maxLength(256), z.refine(passwordMeetsRules));

/** A new password typed twice, in a form: the second must repeat the first. */
const passwordTypedTwice = { password: newPassword, confirmPassword: z.string().check(z.maxLength(256)) };
const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (form) => form.password === form.confirmPassword,
  {
    path: ['confirmPassword'],
    ...say(() => copy.auth.passwordsMustMatch),
  },
);

export const signUpFormSchema = z
  .object({ firstName: signUpFirstName, email, ...passwordTypedTwice })
  .check(passwordsMatch);
export type SignUpForm = z.infer<typeof signUpFormSchema>;

const currentPassword = z.string().check(
  z.minLength(
    1,
    say(() => copy.auth.passwordRequired),
  ),
  z.maxLength(256),
);

export const signInFormSchema = z.object({ email, password: currentPassword });
export type SignInForm = z.infer<typeof signInFormSchema>;

/** A TOTP code as authenticator apps show it (spaces allowed, as some apps group the digits). */
export const totpCodeFormSchema = z.object({
  code: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => value.replace(/\s/g, '')),
    ),
    z.string().check(
      z.regex(
        /^\d{6}$/,
        say(() => copy.staffTotp.codeInvalid),
      ),
    ),
  ),
});
export type TotpCodeForm = z.input<typeof totpCodeFormSchema>;

/**
 * What a change that a stolen session must not make asks again: the password, and the authenticator's code
 * when the account has one (the server says when it is needed).
 */
export const reauthenticationFields = {
  password: currentPassword,
  totpCode: z.optional(totpCodeFormSchema.shape.code),
};

export const confirmationEmailRequestSchema = z.object({ email });
const linkToken = z.string().check(z.minLength(1), z.maxLength(4096));

/** The link's token, and the key the signing-up browser kept (absent in any other browser). */
export const confirmAccountRequestSchema = z.object({
  token: linkToken,
  signUpKey: z.optional(z.string().check(z.maxLength(128))),
});

export const confirmAccountResponseSchema = z.object({ confirmed: z.literal(true) });

/** The mailbox's owner frees an address someone else signed up with (the link proves the mailbox). */
export const releaseSignUpRequestSchema = z.object({ token: linkToken });
export const releaseSignUpResponseSchema = z.object({ released: z.literal(true) });

export const passwordResetRequestSchema = z.object({ email });

export const resetPasswordRequestSchema = z.object({
  token: linkToken,
  password: newPassword,
});

/** The reset form: the new password typed twice. */
export const newPasswordFormSchema = z.object(passwordTypedTwice).check(passwordsMatch);

export const passwordResetEmailFormSchema = z.object({ email });

/** A signed-in customer asks to sign in with another address from now on. */
export const emailChangeRequestSchema = z.object({ newEmail: email, ...reauthenticationFields });
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

/** The token of the link mailed to the new address. */
export const completeEmailChangeRequestSchema = z.object({ token: linkToken });
export const completeEmailChangeResponseSchema = z.object({ email: z.string() });

/** The token of the "this was not me" link mailed to the old address. */
export const undoEmailChangeRequestSchema = z.object({ token: linkToken });
export const undoEmailChangeResponseSchema = z.object({ locked: z.literal(true) });

/** The service's health as the smoke test and load balancers read it: the API, its function and the table answer. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });

export const meResponseSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.nullable(z.string()),
  isAdmin: z.boolean(),
  /** A member of staff who must set up an authenticator app before the back office opens. */
  needsTotp: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/** Emails are compared the way Cognito stores them: trimmed and case-insensitive. */
export const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A user's id (Cognito's `sub`) as a path or a request names it. */
export const userIdSchema = z.string().check(z.minLength(1), z.maxLength(128));
export const userPathSchema = z.object({ userId: userIdSchema });
