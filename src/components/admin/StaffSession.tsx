/**
 * Every staff page's session: checked with the server on arrival (no session: to the login and
 * back afterwards), shared with the page's parts, ended by Logout or by inactivity. A staff API
 * call that meets an ended session (401) takes the same way to the login.
 */
import React, {createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {staffPaths} from '@site/src/config/ids';
import {staffRequest, type SessionInfo, type StaffApi} from '@site/src/lib/staff/api';
import {loginUrl} from '@site/src/lib/staff/navigation';
import {notifySuccess, notifyWarning} from '@site/src/components/Toasts';
import {sessionToasts} from './text';
import {FreshFactorDialog} from './factors/FreshFactorDialog';
import {useInactivityLogout} from './useInactivityLogout';


export type StaffSessionValue = {
  session: SessionInfo;
  api: StaffApi;
  logout(): Promise<void>;
};

const StaffSessionContext = createContext<StaffSessionValue | null>(null);

export function useStaffSession(): StaffSessionValue {
  const value = useContext(StaffSessionContext);
  if (!value) throw new Error('useStaffSession is used outside a staff page');
  return value;
}

export type SessionState =
  | {status: 'checking'}
  | {status: 'ready'; value: StaffSessionValue}
  | {status: 'unreachable'; retry(): void};

/** Checks the session and provides it; renders `children(state)` so the shell can show progress. */
export function StaffSessionProvider({children}: {children: (state: SessionState) => ReactNode}): React.JSX.Element {
  const history = useHistory();
  const location = useLocation();
  const loginPath = useBaseUrl(staffPaths.login);
  const here = `${location.pathname}${location.search}${location.hash}`;
  const [session, setSession] = useState<SessionInfo | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const secondFactorPath = useBaseUrl(staffPaths.secondFactor);
  const toLogin = useCallback(() => history.replace(loginUrl(loginPath, here)), [history, loginPath, here]);
  // Sensitive actions refused for want of a fresh factor wait here for the dialog's answer: one
  // question at a time, which every action refused meanwhile shares.
  const [askingFactor, setAskingFactor] = useState(false);
  const factorQuestion = useRef<{answer: Promise<boolean>; resolve(confirmed: boolean): void} | null>(null);
  const askForFactor = useCallback(() => {
    if (!factorQuestion.current) {
      let resolve: (confirmed: boolean) => void = () => undefined;
      const answer = new Promise<boolean>((settle) => {
        resolve = settle;
      });
      factorQuestion.current = {answer, resolve};
      setAskingFactor(true);
    }
    return factorQuestion.current.answer;
  }, []);

  useEffect(() => {
    let current = true;
    setUnreachable(false);
    void staffRequest<SessionInfo>('GET', '/session').then((result) => {
      if (!current) return;
      // The server is the authority: a session without its second factor goes to step 2 or setup.
      if (result.ok && result.data.secondFactor === 'enrol') history.replace(loginUrl(secondFactorPath, here));
      else if (result.ok && result.data.secondFactor === 'verify') toLogin();
      else if (result.ok) setSession(result.data);
      else if (result.status === 401) toLogin();
      else setUnreachable(true);
    });
    return () => {
      current = false;
    };
    // Checked once per page visit (and per retry), not on every hash change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const api = useCallback<StaffApi>(
    async (method, path, body) => {
      const result = await staffRequest<never>(method, path, body);
      if (!result.ok && result.status === 401) toLogin();
      if (!result.ok && result.code === 'secondFactorRequired') toLogin();
      if (!result.ok && result.code === 'freshFactorRequired' && (await askForFactor())) {
        return staffRequest<never>(method, path, body);
      }
      return result;
    },
    [toLogin, askForFactor],
  );

  const logout = useCallback(async () => {
    await staffRequest('POST', '/logout');
    notifySuccess(sessionToasts.loggedOut());
    history.push(loginPath);
  }, [history, loginPath]);

  const timeOut = useCallback(() => {
    void staffRequest('POST', '/logout');
    notifyWarning(sessionToasts.inactivity());
    history.push(loginUrl(loginPath, here));
  }, [history, loginPath, here]);

  useInactivityLogout({
    enabled: session !== null,
    idleTimeoutMs: session?.idleTimeoutMs ?? 0,
    onTimeout: timeOut,
    reportActivity: () => void api('POST', '/session/activity'),
  });

  const value = useMemo(() => (session ? {session, api, logout} : null), [session, api, logout]);
  const state: SessionState = value
    ? {status: 'ready', value}
    : unreachable
      ? {status: 'unreachable', retry: () => setAttempt((n) => n + 1)}
      : {status: 'checking'};
  return (
    <StaffSessionContext.Provider value={value}>
      {children(state)}
      <FreshFactorDialog
        open={askingFactor}
        onDone={(confirmed) => {
          setAskingFactor(false);
          factorQuestion.current?.resolve(confirmed);
          factorQuestion.current = null;
        }}
      />
    </StaffSessionContext.Provider>
  );
}
