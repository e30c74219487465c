/**
 * Password hashing and the server-only password checks (ASVS 5.0 V6.2, V11.4): argon2id at
 * OWASP's minimum (19 MiB, 2 passes, 1 lane), and a refusal of the 3,000 most common
 * passwords, taken from the ranked list zxcvbn-ts ships (no download at run time).
 */
import {dictionary} from '@zxcvbn-ts/language-common';
import argon2 from 'argon2';

export const hashOptions = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export const commonPasswordCount = 3000;

const commonPasswords = new Set(
  (dictionary['passwords-common'] as string[]).slice(0, commonPasswordCount).map((p) => p.toLowerCase()),
);

/** Case does not make a common password safe: 'Password1' is as guessable as 'password1'. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, hashOptions);
}

/** A hash made with older, weaker settings than hashOptions: upgraded at the next login. */
export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, hashOptions);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash is a failed check, never a crash of the login route.
    return false;
  }
}

/**
 * A hash to verify against when the e-mail matches no account, so an unknown address costs
 * the same argon2 work as a wrong password and the answer time tells nothing (ASVS V6.3.8).
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}
