/**
 * Recovery codes: 10 per account, shown once, stored as SHA-256, each usable once.
 * A fast hash is right here, as for session tokens: each code carries 80 random bits
 * (src/lib/staff/factors.ts), so even a stolen database copy cannot be searched for them the
 * way a password hash can (2^80 guesses per code), and online guessing is throttled as codes
 * are. argon2 would add cost to every login step without adding safety.
 */
import {randomInt} from 'node:crypto';
import {recoveryCodeAlphabet, recoveryCodeCount, recoveryCodeLength, recoveryCodeOf} from '../../../src/lib/staff/factors';
import {hashToken} from './tokens';

export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < recoveryCodeLength; i += 1) code += recoveryCodeAlphabet[randomInt(recoveryCodeAlphabet.length)];
  return code;
}

export function newRecoveryCodes(count = recoveryCodeCount): string[] {
  return Array.from({length: count}, newRecoveryCode);
}

/** The stored form of a code, whichever way it was typed (dashes, spaces, case); undefined if malformed. */
export function hashRecoveryCode(input: string): string | undefined {
  const code = recoveryCodeOf(input);
  return code === undefined ? undefined : hashToken(code);
}
