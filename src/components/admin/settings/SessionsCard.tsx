/** Settings: the person's active sessions (device, address, last seen); end one or all others. */
import React, {useCallback, useEffect, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {StaffSessionView} from '@site/src/lib/staff/api';
import {StaffCard, StaffTable} from '../StaffCard';
import {useStaffSession} from '../StaffSession';
import {staffErrorText} from '../text';
import {useStaffDates} from '../useStaffDates';
import styles from '../styles.module.css';

export function SessionsCard(): React.JSX.Element {
  const {api} = useStaffSession();
  const formatDate = useStaffDates();
  const [sessions, setSessions] = useState<StaffSessionView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await api<{sessions: StaffSessionView[]}>('GET', '/sessions');
    if (result.ok) setSessions(result.data.sessions);
    else setError(staffErrorText(result.code));
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  const end = async (session: StaffSessionView) => {
    const result = await api('DELETE', `/sessions/${session.id}`);
    if (!result.ok && result.code !== 'sessionNotFound') setError(staffErrorText(result.code));
    else setStatus(translate({id: 'admin.sessions.ended', message: 'The session on {device} has ended.'}, {device: session.device}));
    await load();
  };

  const endOthers = async () => {
    const result = await api<{ended: number}>('POST', '/sessions/end-others');
    if (!result.ok) setError(staffErrorText(result.code));
    else setStatus(translate({id: 'admin.sessions.endedOthers', message: 'Ended {count} other sessions.'}, {count: String(result.data.ended)}));
    await load();
  };

  const others = sessions?.filter((session) => !session.current).length ?? 0;
  return (
    <StaffCard id="sessions" title={<Translate id="admin.sessions.title">Your sessions</Translate>} error={error} status={status}>
      <StaffTable
        rows={sessions}
        failed={error !== null}
        rowKey={(session) => session.id}
        columns={[
          {header: <Translate id="admin.sessions.device">Device</Translate>},
          {header: <Translate id="admin.sessions.address">Address</Translate>},
          {header: <Translate id="admin.sessions.started">Started</Translate>},
          {header: <Translate id="admin.sessions.lastSeen">Last seen</Translate>},
          {header: <Translate id="admin.sessions.actions">Actions</Translate>, hidden: true},
        ]}
        cells={(session) => [
          session.device,
          session.ip ?? '—',
          formatDate(session.createdAt),
          formatDate(session.lastSeenAt),
          session.current ? (
            <strong>
              <Translate id="admin.sessions.current">This session</Translate>
            </strong>
          ) : (
            <button type="button" className="button button--secondary button--sm" onClick={() => void end(session)}>
              {translate({id: 'admin.sessions.end', message: 'End session on {device}'}, {device: session.device})}
            </button>
          ),
        ]}
      />
      {others > 0 && (
        <div className={styles.actions}>
          <button type="button" className="button button--secondary" onClick={() => void endOthers()}>
            <Translate id="admin.sessions.endOthers">End all other sessions</Translate>
          </button>
        </div>
      )}
    </StaffCard>
  );
}
