/**
 * The account rules the staff pages check as the user types and the server checks again with
 * this same code (ASVS 5.0 V6.2): passwords of 8 to 128 characters, 15 or more recommended, no
 * composition rules, any character allowed (paste and password managers welcome). The server
 * adds the one check that needs its word list: not among the most common passwords.
 */
import {z} from 'zod';
import {isValidEmail} from '../forms/common';
import {isStaffErrorCode, type StaffErrorCode} from './messages';
import {defaultNewAccountRole, staffRoles} from './roles';

export const passwordMinLength = 8;
export const passwordRecommendedLength = 15;
export const passwordMaxLength = 128;

/** Counted in Unicode code points, as a person counts characters (an emoji is one). */
export function passwordLength(password: string): number {
  return [...password.normalize('NFC')].length;
}

export function passwordLengthIssue(password: string): StaffErrorCode | undefined {
  const length = passwordLength(password);
  if (length < passwordMinLength) return 'passwordTooShort';
  if (length > passwordMaxLength) return 'passwordTooLong';
  return undefined;
}

/** One account per address, whatever its case or surrounding spaces. */
export function normaliseStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

const email = z
  .string({error: 'invalidEmail'})
  .transform(normaliseStaffEmail)
  .refine((value) => value.length <= 254 && isValidEmail(value), {error: 'invalidEmail'});

/** A new password: the length rule; NFC so the same characters typed anywhere verify alike. */
const newPassword = z
  .string({error: 'passwordTooShort'})
  .transform((value) => value.normalize('NFC'))
  .superRefine((value, context) => {
    const issue = passwordLengthIssue(value);
    if (issue) context.addIssue({code: 'custom', message: issue});
  });

/** A password being checked, not set: any length up to a bound that keeps hashing cheap. */
const givenPassword = z
  .string({error: 'invalidCredentials'})
  .max(passwordMaxLength * 4, {error: 'invalidCredentials'})
  .transform((value) => value.normalize('NFC'));

export const loginSchema = z.object({email, password: givenPassword});
export const setupSchema = z.object({token: z.string().max(200), email, password: newPassword});
export const newAccountSchema = z.object({email, password: newPassword});
export const passwordChangeSchema = z.object({currentPassword: givenPassword, newPassword});
const role = z.enum(staffRoles, {error: 'invalidRole'});
/** The role of an account being added: the least privilege unless the adder chooses more. */
export const newAccountRoleSchema = z.object({role: role.default(defaultNewAccountRole)});
export const roleChangeSchema = z.object({role});

export type LoginInput = z.infer<typeof loginSchema>;

/** The first refusal in `input`, as a staff error code, or the parsed value. */
export function parseStaffInput<T>(
  schema: z.ZodType<T>,
  input: unknown,
): {ok: true; value: T} | {ok: false; code: StaffErrorCode; field: string} {
  const result = schema.safeParse(input);
  if (result.success) return {ok: true, value: result.data};
  const issue = result.error.issues[0];
  const field = String(issue.path[0] ?? '');
  // zod's own messages (wrong type, missing key) fall back to the field's own refusal.
  const code = isStaffErrorCode(issue.message) ? issue.message : fallbackByField[field];
  return {ok: false, code: code ?? 'invalidCredentials', field};
}

const fallbackByField: Record<string, StaffErrorCode> = {
  email: 'invalidEmail',
  password: 'passwordTooShort',
  newPassword: 'passwordTooShort',
  currentPassword: 'currentPasswordWrong',
  token: 'setupTokenInvalid',
  role: 'invalidRole',
};
