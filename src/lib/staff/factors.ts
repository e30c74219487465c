/**
 * Second factors of staff accounts (issue 21 §1), the rules the staff pages and the server share:
 * what a code typed at login step 2 looks like, how recovery codes are written, and how fresh a
 * factor must be for sensitive actions.
 */
import {arrayOf, count, epochMs, nullableEpochMs, object, text, type FromSchema} from '../jsonSchema';

/** Sensitive actions (accounts, keys, webhooks, recipients, erasure, factor changes) need a factor this recent. */
export const freshFactorWindowMs = 5 * 60_000;

export const recoveryCodeCount = 10;

/**
 * Recovery codes: 16 characters from 32 letters and digits with the look-alikes (0/O, 1/I) left
 * out, 80 random bits, shown as four groups of four.
 */
export const recoveryCodeAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const recoveryCodeLength = 16;

/** A code as the person typed it, without spaces and dashes, upper case. */
function squeeze(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** The six digits of an authenticator app's code, or undefined ("123 456" is fine). */
export function totpCodeOf(input: string): string | undefined {
  const code = input.replace(/\s/g, '');
  return /^\d{6}$/.test(code) ? code : undefined;
}

/** A recovery code in its canonical form (16 characters, no dashes), or undefined. */
export function recoveryCodeOf(input: string): string | undefined {
  const code = squeeze(input);
  if (code.length !== recoveryCodeLength) return undefined;
  return [...code].every((char) => recoveryCodeAlphabet.includes(char)) ? code : undefined;
}

/** XXXX-XXXX-XXXX-XXXX, for showing. */
export function formatRecoveryCode(code: string): string {
  return inGroupsOfFour(code, '-');
}

/** A code or key cut into groups of four characters, easier to read and type. */
export function inGroupsOfFour(text: string, separator: string): string {
  return text.match(/.{1,4}/g)?.join(separator) ?? text;
}

/** Where a session stands with its second factor (the /session answer's `secondFactor`). */
export const secondFactorStates = ['verified', 'verify', 'enrol'] as const;
export type SecondFactorState = (typeof secondFactorStates)[number];

const passkeyView = object({id: {type: 'integer'}, name: text, createdAt: epochMs, lastUsedAt: nullableEpochMs});
export type PasskeyView = FromSchema<typeof passkeyView>;

/** GET /api/admin/factors: the account's second factors. */
export const factorsViewSchema = object({totp: {type: 'boolean'}, passkeys: arrayOf(passkeyView), recoveryCodesLeft: count});
export type FactorsView = FromSchema<typeof factorsViewSchema>;

/** POST /api/admin/factors/totp: the secret to scan or type, once. */
export const totpEnrolmentSchema = object({secret: text, uri: text, qrSvg: text});
export type TotpEnrolment = FromSchema<typeof totpEnrolmentSchema>;

const recoveryCodes = arrayOf(text);
/** POST /api/admin/factors/recovery-codes: a new set, shown once. */
export const recoveryCodesSchema = object({recoveryCodes});
/** A factor added: the first one also brings the recovery codes, shown once. */
export const factorAddedSchema = {type: 'object', properties: {recoveryCodes}, additionalProperties: false} as const;
/** POST /api/admin/factors/passkeys: the passkey added, and the codes when it is the first factor. */
export const passkeyAddedSchema = {type: 'object', properties: {passkey: passkeyView, recoveryCodes}, required: ['passkey'], additionalProperties: false} as const;

/**
 * WebAuthn's options for the browser (PublicKeyCredentialCreationOptionsJSON or
 * ...RequestOptionsJSON, made by @simplewebauthn/server): the standard's own shape, passed on whole.
 */
export const webauthnOptionsSchema = {type: 'object', additionalProperties: true} as const;

/** The browser's answer when a passkey ceremony did not happen (cancelled, timed out, no passkey). */
export const passkeyCancelledCode = 'passkeyCancelled';

/** Authenticator app or passkeys: recovery codes alone are not a factor one enrols. */
export function factorCount(factors: FactorsView): number {
  return (factors.totp ? 1 : 0) + factors.passkeys.length;
}
