/**
 * Staff (issue 11 §1, issue 21): accounts, sessions, roles and the second factor behind the
 * staff API. What the rest of the server uses:
 */
export {default as staffRoutes} from './routes';
export {offerFirstRunSetup} from './login-routes';
export {createAccount} from './accounts';
export {clearSessionCookie, readSessionCookie} from './cookies';
export {recordCredentialChange} from './credential-changes';
export {checkFactorKey, deleteAllFactors} from './factor-queries';
export {countAccounts, deleteAccountSessions, findAccountByEmail, listAccounts, type ActiveSession} from './queries';
export {refuse, refusePermission, refuseWith, type StaffRefusal} from './refuse';
export {idParams, staffResponses} from './schema';
export {secondFactorRefusal} from './second-factor-gate';
export {sessionOf, staffActorOf, staffDeps, type StaffActor} from './session';
export {findSession, recordActivity} from './sessions';
export {newSetupLink} from './setup-link';
