/**
 * /admin-chat-logs (issue 11 §2): the agents' conversations, newest first, with filters (the
 * docs' sandboxes only when asked for, issue 20 §3) and a transcript view (`?conversation=`
 * opens one directly).
 */
import React, {useCallback, useEffect, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import {staffPaths} from '@site/src/config/ids';
import {AgentName, agentColumn} from '../AgentScope';
import {StaffCard, StaffTable} from '../StaffCard';
import {StaffShell} from '../StaffShell';
import {useStaffSession} from '../StaffSession';
import {staffErrorText} from '../text';
import {useStaffDates} from '../useStaffDates';
import styles from '../styles.module.css';
import {ConversationFilters, flagLabel} from './ConversationFilters';
import {Transcript} from './Transcript';
import {filterQuery, type ConversationFilter, type ConversationSummary} from './types';

function ConversationList({filter, onOpen}: {filter: ConversationFilter; onOpen(id: string): void}): React.JSX.Element {
  const {api} = useStaffSession();
  const formatDate = useStaffDates();
  const [rows, setRows] = useState<ConversationSummary[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (cursor?: string) => {
      const result = await api<{conversations: ConversationSummary[]; next: string | null}>('GET', `/conversations${filterQuery(filter, cursor)}`);
      if (!result.ok) return setError(staffErrorText(result.code));
      setError(null);
      setRows((shown) => (cursor && shown ? [...shown, ...result.data.conversations] : result.data.conversations));
      setNext(result.data.next);
    },
    [api, filter],
  );

  useEffect(() => {
    setRows(null);
    void load();
  }, [load]);

  return (
    <StaffCard id="conversations" title={<Translate id="admin.chatLogs.listTitle">Conversations</Translate>} error={error}>
      <StaffTable
        rows={rows}
        failed={error !== null}
        empty={
          filterQuery(filter) ? (
            <Translate id="admin.chatLogs.noneMatch">No conversation matches these filters.</Translate>
          ) : (
            <Translate id="admin.chatLogs.empty">
              No conversations yet. When visitors talk to the site's agent, their conversations appear here.
            </Translate>
          )
        }
        rowKey={(row) => row.id}
        columns={[
          {header: <Translate id="admin.chatLogs.started">Started</Translate>},
          {header: <Translate id="admin.chatLogs.firstQuestion">First question</Translate>},
          agentColumn(),
          {header: <Translate id="admin.chatLogs.filters.locale">Language</Translate>},
          {header: <Translate id="admin.chatLogs.messages">Messages</Translate>},
          {header: <Translate id="admin.chatLogs.flags">Flags</Translate>},
        ]}
        cells={(row) => [
          formatDate(row.createdAt),
          <button key="open" type="button" className={styles.linkButton} onClick={() => onOpen(row.id)}>
            {row.firstQuestion ?? translate({id: 'admin.chatLogs.noQuestion', message: '(no question yet)'})}
          </button>,
          <AgentName agent={row.agent} />,
          row.locale,
          row.messageCount,
          [
            row.handedOff && flagLabel('handedOff'),
            row.answeredWithoutSources && flagLabel('withoutSources'),
            row.rating === 'down' && flagLabel('ratedDown'),
          ]
            .filter(Boolean)
            .join(', ') || '—',
        ]}
      />
      {next && (
        <div className={styles.actions}>
          <button type="button" className="button button--secondary" onClick={() => void load(next)}>
            <Translate id="admin.chatLogs.more">Show older conversations</Translate>
          </button>
        </div>
      )}
    </StaffCard>
  );
}

function ChatLogsBrowser(): React.JSX.Element {
  const history = useHistory();
  const {search} = useLocation();
  const [filter, setFilter] = useState<ConversationFilter>({});
  const [open, setOpen] = useState<string | null>(() => new URLSearchParams(search).get('conversation'));
  const show = (id: string | null) => {
    setOpen(id);
    history.replace({search: id ? `?conversation=${encodeURIComponent(id)}` : ''});
  };
  if (open) return <Transcript id={open} onClose={() => show(null)} />;
  return (
    <>
      <StaffCard id="chat-filters" title={<Translate id="admin.users.filtersTitle">Filters</Translate>}>
        <ConversationFilters onApply={setFilter} />
      </StaffCard>
      <ConversationList filter={filter} onOpen={show} />
    </>
  );
}

export function ChatLogsPage(): React.JSX.Element {
  return (
    <StaffShell title={translate({id: 'admin.chatLogs.title', message: 'Chat Logs'})} page={staffPaths.chatLogs}>
      <ChatLogsBrowser />
    </StaffShell>
  );
}
