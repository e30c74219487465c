/**
 * Authenticator-app secrets encrypted at rest (issue 21 §1, ASVS 5.0 V11.2/V14.2): unlike
 * passwords and recovery codes they cannot be hashed (the server computes codes from them), so a
 * copy of the database (a backup, a dump, an injected query) must not be enough to compute an
 * account's codes. AES-256-GCM with node:crypto, a fresh 96-bit nonce per secret, and the row
 * the secret belongs to as associated data, so a secret moved to another account does not open.
 *
 * The key never lives in the repository, the database or the client bundle: FACTOR_KEY (32
 * bytes, base64 or hex) sets it, e.g. from the host's secret store; otherwise it lives in a file
 * (data/factor-key, or FACTOR_KEY_FILE, mode 0600) that the first reader creates, as the site
 * widget's key does. A sealed value names its key by a short id (a hash of the key, not the
 * key), so a start with another key is refused with a message saying so rather than failing
 * every sign-in later with a decryption error.
 */
import {createCipheriv, createDecipheriv, createHash, randomBytes} from 'node:crypto';
import {readOrCreateKeyFile} from './key-file';

const keyBytes = 32;
const nonceBytes = 12;
const tagBytes = 16;
const format = 'v1';

export type FactorKeySource = {key: string | undefined; file: string};

/** 32 bytes written as base64/base64url (43-44 characters) or hex (64); undefined otherwise. */
export function decodeFactorKey(text: string): Buffer | undefined {
  const value = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(value)
      ? Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      : undefined;
  return bytes?.length === keyBytes ? bytes : undefined;
}

const keyShape = 'must hold 32 random bytes as base64 or hex (e.g. the output of `openssl rand -base64 32`)';

/** The key from FACTOR_KEY, else from the key file, creating the file when it is missing. */
export function readOrCreateFactorKey({key, file}: FactorKeySource): FactorSecrets {
  if (key) {
    const bytes = decodeFactorKey(key);
    if (!bytes) throw new Error(`FACTOR_KEY ${keyShape}`);
    return new FactorSecrets(bytes, 'FACTOR_KEY');
  }
  const text = readOrCreateKeyFile(file, () => randomBytes(keyBytes).toString('base64'));
  const bytes = decodeFactorKey(text);
  if (!bytes) throw new Error(`${file} ${keyShape}`);
  return new FactorSecrets(bytes, `the key file ${file}`);
}

export class FactorKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FactorKeyError';
  }
}

/** Seals and opens second-factor secrets with one key. */
export class FactorSecrets {
  /** Names the key in sealed values and messages; says nothing about the key itself. */
  readonly keyId: string;

  constructor(
    private readonly key: Buffer,
    /** Where the key came from, for messages: "FACTOR_KEY" or "the key file …". */
    readonly source: string,
  ) {
    if (key.length !== keyBytes) throw new FactorKeyError(`the factor key must be ${keyBytes} bytes`);
    this.keyId = createHash('sha256').update('agentworks factor key id\0').update(key).digest('base64url').slice(0, 8);
  }

  /** `v1.<key id>.<base64url of nonce, ciphertext and tag>`, bound to `context` (the row). */
  seal(plain: string, context: string): string {
    const nonce = randomBytes(nonceBytes);
    const cipher = createCipheriv('aes-256-gcm', this.key, nonce);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${format}.${this.keyId}.${Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url')}`;
  }

  /** The plain secret; a FactorKeyError when it was sealed with another key, for another row, or altered. */
  open(sealed: string, context: string): string {
    const [version, keyId, data] = sealed.split('.');
    if (version !== format || !keyId || !data) throw new FactorKeyError(`a stored ${context} secret is not encrypted (run the migrations)`);
    if (keyId !== this.keyId) throw new FactorKeyError(this.wrongKeyMessage(keyId));
    const bytes = Buffer.from(data, 'base64url');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, nonceBytes));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
      return Buffer.concat([decipher.update(bytes.subarray(nonceBytes, bytes.length - tagBytes)), decipher.final()]).toString('utf8');
    } catch {
      throw new FactorKeyError(`a stored ${context} secret does not decrypt: it was altered, or belongs to another row`);
    }
  }

  /** Whether this value was sealed (by any key): the migration skips those. */
  static isSealed(value: string): boolean {
    return value.startsWith(`${format}.`);
  }

  /** The key id a sealed value names. */
  static keyIdOf(sealed: string): string | undefined {
    return FactorSecrets.isSealed(sealed) ? sealed.split('.')[1] : undefined;
  }

  wrongKeyMessage(storedKeyId: string): string {
    return (
      `The authenticator-app secrets in the database were encrypted with another key (id ${storedKeyId}) than ` +
      `${this.source} (id ${this.keyId}). Start with the key they were encrypted with (FACTOR_KEY or FACTOR_KEY_FILE); ` +
      'without it they cannot be read, and each account must have its factors reset (npm run admin -- reset-factors EMAIL).'
    );
  }
}

/** The associated data of an account's authenticator-app secret. */
export function totpContext(accountId: number): string {
  return `staff_totp:${accountId}`;
}
