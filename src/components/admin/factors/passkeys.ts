/**
 * The browser's half of the passkey ceremonies: the server's options go to the browser's
 * WebAuthn API (through @simplewebauthn/browser) and its answer back to the server.
 */
import {startAuthentication, startRegistration, type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON} from '@simplewebauthn/browser';
import {staffRequest, type StaffApi, type StaffResult} from '@site/src/lib/staff/api';
import {passkeyCancelledCode} from '@site/src/lib/staff/factors';


/** How the ceremony reaches the server: plain requests, or a staff page's (which asks for a fresh factor when needed). */

async function ceremony<T>(
  optionsPath: string,
  answerPath: string,
  run: (options: never) => Promise<unknown>,
  {extra = {}, request = staffRequest}: {extra?: Record<string, unknown>; request?: StaffApi} = {},
): Promise<StaffResult<T>> {
  const options = await request<never>('POST', optionsPath, {});
  if (!options.ok) return options;
  let response: unknown;
  try {
    response = await run(options.data);
  } catch {
    return {ok: false, status: 0, error: 'Passkey cancelled', code: passkeyCancelledCode};
  }
  return request<T>('POST', answerPath, {...extra, response});
}

export function registerPasskey<T>(name: string, request?: StaffApi): Promise<StaffResult<T>> {
  return ceremony<T>(
    '/factors/passkeys/options',
    '/factors/passkeys',
    (optionsJSON: PublicKeyCredentialCreationOptionsJSON) => startRegistration({optionsJSON}),
    {extra: {name}, request},
  );
}

/** Proves the session's second factor with one of the account's passkeys. */
export function verifyWithPasskey<T>(): Promise<StaffResult<T>> {
  return ceremony<T>('/verify/passkey/options', '/verify/passkey', (optionsJSON: PublicKeyCredentialRequestOptionsJSON) => startAuthentication({optionsJSON}));
}

/** Signs in with a passkey alone (the browser offers the passkeys it has for this site). */
export function signInWithPasskey<T>(): Promise<StaffResult<T>> {
  return ceremony<T>('/login/passkey/options', '/login/passkey', (optionsJSON: PublicKeyCredentialRequestOptionsJSON) => startAuthentication({optionsJSON}));
}
