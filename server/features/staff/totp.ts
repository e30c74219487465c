/**
 * Authenticator-app codes (RFC 6238 TOTP: SHA-1, 6 digits, 30-second steps) through otpauth.
 * A code is accepted for the current step or one step either side (clock drift), and only for a
 * step later than the last one the account used: a code seen over a shoulder or replayed by a
 * phishing proxy a second time is refused (ASVS 5.0 V6.5.1).
 */
import {Secret, TOTP} from 'otpauth';

const totpPeriodSeconds = 30;
/** Steps either side of now that still count. */
const totpWindow = 1;

function totpOf(secret: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: 'AgentWorks',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret of 160 bits (RFC 4226's recommended length), base32. */
export function newTotpSecret(): string {
  return new Secret({size: 20}).base32;
}

/** The otpauth:// URI the enrolment QR code carries. */
export function totpUri(secret: string, accountEmail: string): string {
  return totpOf(secret, accountEmail).toString();
}

export function totpStepAt(now: number): number {
  return Math.floor(now / 1000 / totpPeriodSeconds);
}

/** The code for the step at `now` (tests and the e2e helpers compute codes with it). */
export function totpCodeAt(secret: string, now: number): string {
  return totpOf(secret).generate({timestamp: now});
}

/**
 * The step `code` belongs to, if it is valid at `now` and newer than `lastStep`; undefined for
 * a wrong code or a replayed one.
 */
export function acceptedTotpStep(secret: string, code: string, now: number, lastStep: number | null): number | undefined {
  const delta = totpOf(secret).validate({token: code, timestamp: now, window: totpWindow});
  if (delta === null) return undefined;
  const step = totpStepAt(now) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}
