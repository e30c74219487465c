/**
 * Login step 2 without HTTP (issue 21 §1): a session proves a second factor with a code from its
 * authenticator app or a recovery code (each works once), or with a passkey (factor-routes.ts
 * runs that ceremony, then calls `markVerified`). Wrong codes are counted per account and slowed
 * (login-throttle.ts `factor`); every attempt is audited, and a recovery code's use is mailed to
 * the account as a credential change. The same proof, again, unlocks sensitive actions for
 * 5 minutes (second-factor-gate.ts).
 */
import {totpCodeOf} from '../../../src/lib/staff/factors';
import {writeAudit} from '../../platform/audit-log';
import {recordCredentialChange} from './credential-changes';
import type {FactorSecrets} from '../../platform/factor-key';
import {findTotp, useRecoveryCode, useTotpStep} from './factor-queries';
import {markFactorVerified, type ActiveSession} from './queries';
import {hashRecoveryCode} from './recovery-codes';
import {sessionAnswer, type SessionAnswer, type StaffDeps} from './sessions';
import {throttledAttempt} from './throttled-attempt';
import {acceptedTotpStep} from './totp';

/** The staff deps and the key that opens the stored authenticator-app secrets. */
export type FactorDeps = StaffDeps & {secrets: FactorSecrets};

export type VerifyOutcome =
  | {ok: true; session: SessionAnswer}
  | {ok: false; reason: 'throttled'; waitMs: number}
  | {ok: false; reason: 'invalidCode'};

/** The session proved a factor now: no longer pending, and fresh for sensitive actions. */
export async function markVerified(deps: StaffDeps, session: ActiveSession): Promise<SessionAnswer> {
  const now = Date.now();
  await markFactorVerified(deps.db, session.id, now);
  return sessionAnswer(deps, {...session, factorVerifiedAt: now});
}

/** Checks `input`, an app's six digits or a recovery code, for the session's account. */
export async function verifyCode(deps: FactorDeps, session: ActiveSession, input: string, ip: string): Promise<VerifyOutcome> {
  const {db, secrets} = deps;
  const outcome = await throttledAttempt(db, [['factor', String(session.accountId)]], async () => {
    const now = Date.now();
    const totpCode = totpCodeOf(input);
    if (totpCode !== undefined) {
      const totp = await findTotp(db, secrets, session.accountId);
      const step = totp?.confirmed ? acceptedTotpStep(totp.secret, totpCode, now, totp.lastStep) : undefined;
      return step !== undefined && (await useTotpStep(db, session.accountId, step)) ? 'code' : undefined;
    }
    const codeHash = hashRecoveryCode(input);
    return codeHash !== undefined && (await useRecoveryCode(db, session.accountId, codeHash)) ? 'recovery' : undefined;
  });
  if (outcome.wait) return {ok: false, reason: 'throttled', waitMs: outcome.wait};
  if (!outcome.passed) {
    await writeAudit(db, {actor: session.email, action: 'factor_failed', ip});
    return {ok: false, reason: 'invalidCode'};
  }
  if (outcome.passed === 'recovery') {
    await recordCredentialChange(db, {email: session.email, actor: session.email, action: 'recovery_code_used', what: 'a recovery code was used', ip});
  }
  await writeAudit(db, {actor: session.email, action: 'factor_verified', ip});
  return {ok: true, session: await markVerified(deps, session)};
}
