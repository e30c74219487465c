import {acceptedTotpStep, newTotpSecret, totpCodeAt, totpStepAt, totpUri} from '../../../../server/features/staff/totp';
import {hashRecoveryCode, newRecoveryCode, newRecoveryCodes} from '../../../../server/features/staff/recovery-codes';
import {formatRecoveryCode, recoveryCodeAlphabet} from '../../../../src/lib/staff/factors';

// RFC 6238 appendix B's SHA-1 secret ("12345678901234567890"), base32.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('authenticator-app codes (RFC 6238)', () => {
  test.each([
    [59_000, '287082'],
    [1_111_111_109_000, '081804'],
    [1_234_567_890_000, '005924'],
  ])('the code at %i ms is the RFC test vector %s (six digits)', (now, code) => {
    expect(totpCodeAt(rfcSecret, now)).toBe(code);
  });

  const now = 1_700_000_015_000;
  const step = totpStepAt(now);

  test.each([
    ['the current step', 0, step],
    ['the step before (clock drift)', -1, step - 1],
    ['the step after', 1, step + 1],
    ['two steps before', -2, undefined],
    ['two steps after', 2, undefined],
  ])('a code of %s is accepted for its own step, no further', (_label, offset, expected) => {
    expect(acceptedTotpStep(rfcSecret, totpCodeAt(rfcSecret, now + offset * 30_000), now, null)).toBe(expected);
  });

  test('each code works once: not for its own step again, nor for an older one', () => {
    const code = totpCodeAt(rfcSecret, now);
    expect(acceptedTotpStep(rfcSecret, code, now, step - 1)).toBe(step);
    expect(acceptedTotpStep(rfcSecret, code, now, step)).toBeUndefined();
    expect(acceptedTotpStep(rfcSecret, totpCodeAt(rfcSecret, now - 30_000), now, step)).toBeUndefined();
    expect(acceptedTotpStep(rfcSecret, totpCodeAt(rfcSecret, now + 30_000), now, step)).toBe(step + 1);
  });

  test('a wrong code, or another secret\'s, is refused', () => {
    const code = totpCodeAt(rfcSecret, now);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(acceptedTotpStep(rfcSecret, wrong, now, null)).toBeUndefined();
    expect(acceptedTotpStep(newTotpSecret(), code, now, null)).toBeUndefined();
  });

  test('secrets are 160 random bits in base32, and the QR code URI names the issuer and account', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    expect(totpUri(secret, 'ana@example.com')).toBe(
      `otpauth://totp/AgentWorks:ana%40example.com?issuer=AgentWorks&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
  });
});

describe('recovery codes', () => {
  test('ten codes of 16 characters from the look-alike-free alphabet, all different', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toHaveLength(16);
      expect([...code].every((char) => recoveryCodeAlphabet.includes(char))).toBe(true);
    }
    expect(recoveryCodeAlphabet).not.toMatch(/[01IO]/);
  });

  test('the hash ignores how the code is written (groups, spaces, case) and differs between codes', () => {
    const code = newRecoveryCode();
    const hash = hashRecoveryCode(code);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(formatRecoveryCode(code))).toBe(hash);
    expect(hashRecoveryCode(` ${formatRecoveryCode(code).toLowerCase().replace(/-/g, ' ')} `)).toBe(hash);
    expect(hashRecoveryCode(newRecoveryCode())).not.toBe(hash);
  });

  test.each(['', '123456', 'ABCD-EFGH-JKLM', 'ABCD-EFGH-JKLM-NPQRS', 'ABCD-EFGH-JKLM-NPQ0', 'ABCD-EFGH-JKLM-NPQI'])(
    '%j is not a recovery code',
    (input) => {
      expect(hashRecoveryCode(input)).toBeUndefined();
    },
  );

  test('codes are shown as four groups of four', () => {
    expect(formatRecoveryCode('ABCDEFGHJKLMNPQR')).toBe('ABCD-EFGH-JKLM-NPQR');
  });
});
