/**
 * Passkeys (WebAuthn) through @simplewebauthn/server. The relying party is this site's own
 * origin from PUBLIC_URL (server/platform/own-origin.ts), never the request's Host header; on
 * loopback without PUBLIC_URL, the loopback origin the request reached. Passkeys are
 * discoverable and user-verified, so one alone signs a person in (ASVS 5.0 6.3.7): the device
 * checked something they have and something they know or are.
 * Each ceremony's challenge is stored and taken once (server/features/staff/factor-queries.ts).
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type {FastifyInstance, FastifyRequest} from 'fastify';
import {ownOrigins} from '../../platform/own-origin';
import {saveChallenge, takeChallenge, type StoredPasskey} from './factor-queries';

type RelyingParty = {id: string; origins: string[]};

function relyingParty(app: FastifyInstance, request: FastifyRequest): RelyingParty {
  const origins = ownOrigins(request, app.config.publicOrigin);
  const origin = origins[0] ?? `http://localhost:${app.config.port}`;
  return {id: new URL(origin).hostname, origins: origins.length > 0 ? origins : [origin]};
}

const rpName = 'AgentWorks staff';

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(base64url, 'base64url'));
}

export async function registrationOptions(
  app: FastifyInstance,
  request: FastifyRequest,
  account: {id: number; email: string},
  existing: StoredPasskey[],
) {
  const rp = relyingParty(app, request);
  const options = await generateRegistrationOptions({
    rpName,
    rpID: rp.id,
    userName: account.email,
    userID: new TextEncoder().encode(`staff-${account.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({id: key.credentialId, transports: key.transports as AuthenticatorTransport[]})),
    authenticatorSelection: {residentKey: 'required', userVerification: 'required'},
  });
  await saveChallenge(app.db, options.challenge, 'register', account.id);
  // A plain copy: the standard's interface becomes a JSON object the route's declared answer takes.
  return {...options};
}

/** The new credential, or undefined when the response does not verify. */
export async function verifyRegistration(app: FastifyInstance, request: FastifyRequest, accountId: number, response: RegistrationResponseJSON) {
  const rp = relyingParty(app, request);
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => takeChallenge(app.db, challenge, 'register', accountId),
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
    if (!result.verified) return undefined;
    const {credential} = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch (error) {
    request.log.info({err: error}, 'passkey registration refused');
    return undefined;
  }
}

/** Options for signing in with a passkey alone (`accountId` null: any of ours) or confirming one. */
export async function authenticationOptions(app: FastifyInstance, request: FastifyRequest, accountId: number | null, keys: StoredPasskey[]) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(app, request).id,
    userVerification: 'required',
    allowCredentials: keys.map((key) => ({id: key.credentialId, transports: key.transports as AuthenticatorTransport[]})),
  });
  await saveChallenge(app.db, options.challenge, accountId === null ? 'login' : 'authenticate', accountId);
  // A plain copy: the standard's interface becomes a JSON object the route's declared answer takes.
  return {...options};
}

/** The counter to store, or undefined when the assertion does not verify for `key`. */
export async function verifyAuthentication(
  app: FastifyInstance,
  request: FastifyRequest,
  key: StoredPasskey,
  response: AuthenticationResponseJSON,
  challengeAccount: number | null,
): Promise<number | undefined> {
  const rp = relyingParty(app, request);
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) =>
        takeChallenge(app.db, challenge, challengeAccount === null ? 'login' : 'authenticate', challengeAccount),
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      credential: {id: key.credentialId, publicKey: bytesOf(key.publicKey), counter: key.counter},
      requireUserVerification: true,
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch (error) {
    request.log.info({err: error}, 'passkey assertion refused');
    return undefined;
  }
}
