/**
 * Staff (issue 11 §1, issue 21): accounts, sessions, roles and the second factor behind the
 * staff API. What the rest of the server uses:
 */
export {default as staffAuthRoutes, offerFirstRunSetup} from './routes';
export {clearSessionCookie, readSessionCookie} from './cookies';
export {describeDevice} from './device';
export {verifyPassword} from './passwords';
export {deleteAccountSessions, deleteSession, listAccountSessions, markFactorVerified, type ActiveSession} from './queries';
export {refuse, refusePermission} from './refuse';
export {sessionOf, staffDeps, startSession} from './session';
export {findSession, recordActivity, sessionAnswer, sessionLimits, type StaffDeps} from './sessions';
export {newSetupLink} from './setup-link';
export {throttledAttempt} from './throttled-attempt';
export {hashToken} from './tokens';
