/**
 * Second factors (issue 21 §1): enrolling an authenticator app (TOTP) or a passkey, recovery
 * codes, verifying a factor at login step 2 (or again before a sensitive action), and signing in
 * with a passkey alone.
 * - A session a password opened is pending (second-factor-gate.ts): it may verify a factor, or
 *   enrol the first one when the account has none (right after setup, or after an
 *   `npm run admin -- reset-factors`). An account that has a factor never enrols another from a
 *   pending session: a stolen password must not be enough to add the thief's own factor.
 * - With a verified session, adding or removing a factor and renewing recovery codes are
 *   sensitive: they need a factor proved within 5 minutes. The last factor cannot be removed,
 *   not even by two removals at once (factor-queries.ts `removeFactor`).
 * - The first factor comes with 10 recovery codes, shown once.
 * - Login step 2 (a code) is verify-factor.ts's.
 * - Passkey sign-in is public and is not slowed by password failures: a passkey cannot be guessed.
 * Every credential change is audited and mailed to the account (credential-changes.ts).
 */
import type {FastifyPluginAsyncJsonSchemaToTs} from '@fastify/type-provider-json-schema-to-ts';
import type {FastifyReply, FastifyRequest} from 'fastify';
import type {AuthenticationResponseJSON, RegistrationResponseJSON} from '@simplewebauthn/server';
import QRCode from 'qrcode';
import {sessionInfoSchema} from '../../../src/lib/staff/api';
import {
  factorAddedSchema,
  factorCount,
  factorsViewSchema,
  formatRecoveryCode,
  passkeyAddedSchema,
  recoveryCodesSchema,
  totpCodeOf,
  totpEnrolmentSchema,
  webauthnOptionsSchema,
  type FactorsView,
} from '../../../src/lib/staff/factors';
import {noContentSchema} from '../../platform/http/errors';
import {writeAudit} from '../../platform/audit-log';
import {recordCredentialChange} from './credential-changes';
import {
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from './passkeys';
import {newRecoveryCodes} from './recovery-codes';
import {acceptedTotpStep, newTotpSecret, totpUri} from './totp';
import {
  factorsOf,
  hasSecondFactor,
  findPasskey,
  findTotp,
  insertPasskey,
  passkeyCredentials,
  recordPasskeyUse,
  removeFactor,
  replaceRecoveryCodes,
  startTotp,
  useTotpStep,
} from './factor-queries';
import {findAccountById, markFactorVerified} from './queries';
import {isRecord} from '../../../src/lib/forms/common';
import {refuse} from './refuse';
import {idParams, staffResponses} from './schema';
import {hasFreshFactor} from './second-factor-gate';
import {sessionOf, staffDeps, startSession} from './session';
import {hashToken} from './tokens';
import {markVerified, verifyCode} from './verify-factor';

// Every role manages its own account's factors (src/lib/staff/roles.ts 'session:own').
const pending = {config: {pendingFactor: true, staffPermission: 'session:own'}, bodyLimit: 16 * 1024} as const;
const sensitive = {config: {freshFactor: true, staffPermission: 'session:own'}, bodyLimit: 4096} as const;
const publicRoute = {config: {publicRoute: true}} as const;

/** Route options with the answers declared: `success` beside the staff refusal. */
const answering = <O extends object, const S extends Record<number, unknown>>(options: O, success: S) =>
  ({...options, schema: {response: staffResponses(success)}}) as const;
const opensSession = {200: sessionInfoSchema} as const;
const done = {204: noContentSchema} as const;

function field(body: unknown, name: string): unknown {
  return isRecord(body) ? body[name] : undefined;
}

/** A WebAuthn response as the browser library sends it: an object with a string id. */
function webauthnResponse<T>(body: unknown): T | undefined {
  const response = field(body, 'response');
  return response !== null && typeof response === 'object' && typeof (response as {id?: unknown}).id === 'string'
    ? (response as T)
    : undefined;
}

const factorRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  /**
   * The account's factors when this session may enrol one now; otherwise the refusal is sent
   * and undefined returned.
   */
  async function enrolment(request: FastifyRequest, reply: FastifyReply): Promise<FactorsView | undefined> {
    const session = sessionOf(request);
    const factors = await factorsOf(app.db, session.accountId);
    if (session.factorVerifiedAt === null) {
      if (factorCount(factors) === 0) return factors;
      await refuse(reply, 403, 'secondFactorRequired');
      return undefined;
    }
    if (hasFreshFactor(session)) return factors;
    await refuse(reply, 403, 'freshFactorRequired');
    return undefined;
  }

  /** After a factor was added: the session is verified; the first factor brings recovery codes. */
  async function enrolled(request: FastifyRequest, before: FactorsView, what: string) {
    const session = sessionOf(request);
    await markFactorVerified(app.db, session.id);
    await recordCredentialChange(app.db, {email: session.email, actor: session.email, action: 'factor_added', what, ip: request.ip});
    if (factorCount(before) > 0) return {};
    return {recoveryCodes: await newCodesFor(session.accountId)};
  }

  async function newCodesFor(accountId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(app.db, accountId, codes.map(hashToken));
    return codes.map(formatRecoveryCode);
  }

  app.get('/factors', answering(pending, {200: factorsViewSchema}), async (request) => factorsOf(app.db, sessionOf(request).accountId));

  app.post('/factors/totp', answering(pending, {200: totpEnrolmentSchema}), async (request, reply) => {
    if (!(await enrolment(request, reply))) return undefined;
    const session = sessionOf(request);
    const secret = newTotpSecret();
    if (!(await startTotp(app.db, app.factorSecrets, session.accountId, secret))) return refuse(reply, 409, 'totpExists');
    const uri = totpUri(secret, session.email);
    // Drawn here, so the secret never reaches a third-party QR service or a script of ours.
    const qrSvg = await QRCode.toString(uri, {type: 'svg', margin: 1, errorCorrectionLevel: 'M'});
    return {secret, uri, qrSvg};
  });

  app.post('/factors/totp/confirm', answering(pending, {200: factorAddedSchema}), async (request, reply) => {
    const before = await enrolment(request, reply);
    if (!before) return undefined;
    const session = sessionOf(request);
    const totp = await findTotp(app.db, app.factorSecrets, session.accountId);
    if (!totp || totp.confirmed) return refuse(reply, 400, 'totpNotStarted');
    const code = totpCodeOf(String(field(request.body, 'code') ?? ''));
    const step = code === undefined ? undefined : acceptedTotpStep(totp.secret, code, Date.now(), totp.lastStep);
    if (step === undefined || !(await useTotpStep(app.db, session.accountId, step, {confirm: true}))) {
      return refuse(reply, 400, 'invalidFactorCode', 'code');
    }
    return enrolled(request, before, 'authenticator app added');
  });

  app.delete('/factors/totp', answering(sensitive, done), async (request, reply) => {
    const session = sessionOf(request);
    const removed = await removeFactor(app.db, app.dbDialect, session.accountId, {kind: 'totp'});
    if (removed.outcome === 'notFound') return refuse(reply, 404, 'totpNotStarted');
    if (removed.outcome === 'lastFactor') return refuse(reply, 400, 'lastFactor');
    await recordCredentialChange(app.db, {email: session.email, actor: session.email, action: 'factor_removed', what: 'authenticator app removed', ip: request.ip});
    return reply.code(204).send(null);
  });

  app.post('/factors/passkeys/options', answering(pending, {200: webauthnOptionsSchema}), async (request, reply) => {
    if (!(await enrolment(request, reply))) return undefined;
    const session = sessionOf(request);
    return registrationOptions(app, request, {id: session.accountId, email: session.email}, await passkeyCredentials(app.db, session.accountId));
  });

  app.post('/factors/passkeys', answering(pending, {200: passkeyAddedSchema}), async (request, reply) => {
    const before = await enrolment(request, reply);
    if (!before) return undefined;
    const session = sessionOf(request);
    const name = String(field(request.body, 'name') ?? '').trim();
    if (name.length < 1 || name.length > 60) return refuse(reply, 400, 'invalidPasskeyName', 'name');
    const response = webauthnResponse<RegistrationResponseJSON>(request.body);
    const credential = response && (await verifyRegistration(app, request, session.accountId, response));
    if (!credential) return refuse(reply, 400, 'passkeyFailed');
    const passkey = await insertPasskey(app.db, {...credential, accountId: session.accountId, name});
    if (!passkey) return refuse(reply, 400, 'passkeyFailed');
    return {passkey, ...(await enrolled(request, before, `passkey added: ${name}`))};
  });

  app.delete('/factors/passkeys/:id', {...sensitive, schema: {params: idParams, response: staffResponses(done)}}, async (request, reply) => {
    const session = sessionOf(request);
    const removed = await removeFactor(app.db, app.dbDialect, session.accountId, {kind: 'passkey', id: request.params.id});
    if (removed.outcome === 'notFound') return refuse(reply, 404, 'factorNotFound');
    if (removed.outcome === 'lastFactor') return refuse(reply, 400, 'lastFactor');
    await recordCredentialChange(app.db, {email: session.email, actor: session.email, action: 'factor_removed', what: `passkey removed: ${removed.name}`, ip: request.ip});
    return reply.code(204).send(null);
  });

  app.post('/factors/recovery-codes', answering(sensitive, {200: recoveryCodesSchema}), async (request, reply) => {
    const session = sessionOf(request);
    if (!(await hasSecondFactor(app.db, session.accountId))) return refuse(reply, 403, 'secondFactorRequired');
    const recoveryCodes = await newCodesFor(session.accountId);
    await recordCredentialChange(app.db, {email: session.email, actor: session.email, action: 'recovery_codes_renewed', what: 'recovery codes renewed', ip: request.ip});
    return {recoveryCodes};
  });

  // Login step 2, and confirming again before a sensitive action: a code from the app or a recovery code.
  app.post('/verify', answering(pending, opensSession), async (request, reply) => {
    const outcome = await verifyCode({...staffDeps(app), secrets: app.factorSecrets}, sessionOf(request), String(field(request.body, 'code') ?? ''), request.ip);
    if (!outcome.ok && outcome.reason === 'throttled') {
      reply.header('retry-after', String(Math.ceil(outcome.waitMs / 1000)));
      return refuse(reply, 429, 'factorThrottled');
    }
    return outcome.ok ? outcome.session : refuse(reply, 400, 'invalidFactorCode', 'code');
  });

  app.post('/verify/passkey/options', answering(pending, {200: webauthnOptionsSchema}), async (request, reply) => {
    const session = sessionOf(request);
    const keys = await passkeyCredentials(app.db, session.accountId);
    if (keys.length === 0) return refuse(reply, 400, 'passkeyUnknown');
    return authenticationOptions(app, request, session.accountId, keys);
  });

  app.post('/verify/passkey', answering(pending, opensSession), async (request, reply) => {
    const session = sessionOf(request);
    const response = webauthnResponse<AuthenticationResponseJSON>(request.body);
    const key = response && (await findPasskey(app.db, response.id));
    if (!response || !key || key.accountId !== session.accountId) return refuse(reply, 400, 'passkeyUnknown');
    const counter = await verifyAuthentication(app, request, key, response, session.accountId);
    if (counter === undefined) return refuse(reply, 400, 'passkeyFailed');
    await recordPasskeyUse(app.db, key.id, counter);
    await writeAudit(app.db, {actor: session.email, action: 'factor_verified', target: 'passkey', ip: request.ip});
    return markVerified(staffDeps(app), session);
  });

  // Signing in with a passkey alone: discoverable credentials, so no e-mail is asked for.
  app.post('/login/passkey/options', answering({...publicRoute, bodyLimit: 1024}, {200: webauthnOptionsSchema}), async (request) =>
    authenticationOptions(app, request, null, []),
  );

  app.post('/login/passkey', answering({...publicRoute, bodyLimit: 16 * 1024}, opensSession), async (request, reply) => {
    const response = webauthnResponse<AuthenticationResponseJSON>(request.body);
    const key = response && (await findPasskey(app.db, response.id));
    const account = key && (await findAccountById(app.db, key.accountId));
    if (!response || !key || !account || account.disabled_at !== null) return refuse(reply, 401, 'passkeyUnknown');
    const counter = await verifyAuthentication(app, request, key, response, null);
    if (counter === undefined) return refuse(reply, 401, 'passkeyFailed');
    await recordPasskeyUse(app.db, key.id, counter);
    await writeAudit(app.db, {actor: account.email, action: 'login_passkey', ip: request.ip});
    return startSession(app, request, reply, account, Date.now());
  });
};

export default factorRoutes;
