/**
 * Settings: the mail outbox. Notifications not sent yet, pending (waiting for an attempt) or
 * failed (given up on, with the mail server's last answer), newest first, a page at a time.
 * Staff put failed ones back in the queue, one or all, once the cause is fixed.
 */
import React, {useCallback, useEffect, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {OutboxMessageView, OutboxPage, UnsentStatus} from '@site/src/lib/staff/outbox';
import fieldStyles from '@site/src/css/formFields.module.css';
import {StaffCard, StaffTable} from '../StaffCard';
import {RoleHint, useCan} from '../RoleGate';
import {useStaffSession} from '../StaffSession';
import {staffErrorText} from '../text';
import {useStaffDates} from '../useStaffDates';
import styles from '../styles.module.css';

const pageSize = 20;

type Filter = UnsentStatus | 'all';

function stateText(message: OutboxMessageView): string {
  if (message.status === 'failed') return translate({id: 'admin.outbox.stateFailed', message: 'Failed'});
  if (message.sending) return translate({id: 'admin.outbox.stateSending', message: 'Sending'});
  return translate({id: 'admin.outbox.statePending', message: 'Pending'});
}

export function OutboxCard(): React.JSX.Element {
  const {api} = useStaffSession();
  const mayRetry = useCan('settings:write');
  const formatDate = useStaffDates();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState<OutboxPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const load = useCallback(
    async (before?: number) => {
      const query = new URLSearchParams({limit: String(pageSize)});
      if (filter !== 'all') query.set('status', filter);
      if (before) query.set('before', String(before));
      const result = await api<OutboxPage>('GET', `/outbox?${query}`);
      if (!result.ok) return setError(staffErrorText(result.code));
      setError(null);
      setPage((shown) =>
        before && shown ? {...result.data, messages: [...shown.messages, ...result.data.messages]} : result.data,
      );
    },
    [api, filter],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const retry = async (message?: OutboxMessageView) => {
    const result = await api<{retried: number}>('POST', message ? `/outbox/${message.id}/retry` : '/outbox/retry-failed');
    // Reloaded first: a successful reload clears the card's error, the retry's must stay.
    await load();
    if (!result.ok) setError(staffErrorText(result.code));
    else {
      setStatus(
        message
          ? translate({id: 'admin.outbox.retried', message: 'The message to {recipient} is queued again.'}, {recipient: message.recipient})
          : translate({id: 'admin.outbox.retriedAll', message: 'Failed messages queued again: {count}.'}, {count: String(result.data.retried)}),
      );
    }
  };

  const refresh = async () => {
    setStatus(null);
    await load();
    setStatus(translate({id: 'admin.outbox.refreshed', message: 'The list is up to date.'}));
  };

  const counts = page?.counts;
  return (
    <StaffCard id="outbox" title={<Translate id="admin.outbox.title">Mail outbox</Translate>} error={error} status={status}>
      {page && !page.relayRunning && (
        <p className={styles.notice}>
          <Translate id="admin.outbox.noRelay">
            SMTP_URL is not set on this server: notifications wait here until a server with it runs.
          </Translate>
        </p>
      )}
      {counts && (
        <p>
          {translate(
            {id: 'admin.outbox.counts', message: 'Pending: {pending}. Failed: {failed}.'},
            {pending: String(counts.pending), failed: String(counts.failed)},
          )}
        </p>
      )}
      <div className={`${styles.actions} ${styles.outboxControls}`}>
        <div className={fieldStyles.field}>
          <label htmlFor="outbox-filter" className={fieldStyles.label}>
            <Translate id="admin.outbox.filter">Show</Translate>
          </label>
          <select
            id="outbox-filter"
            className={fieldStyles.input}
            value={filter}
            onChange={(event) => setFilter(event.target.value as Filter)}>
            <option value="all">{translate({id: 'admin.outbox.filterAll', message: 'Pending and failed'})}</option>
            <option value="pending">{translate({id: 'admin.outbox.filterPending', message: 'Pending only'})}</option>
            <option value="failed">{translate({id: 'admin.outbox.filterFailed', message: 'Failed only'})}</option>
          </select>
        </div>
        <button type="button" className={`button button--secondary ${styles.outboxButton}`} onClick={() => void refresh()}>
          <Translate id="admin.outbox.refresh">Refresh</Translate>
        </button>
        {mayRetry && counts && counts.failed > 0 && (
          <button type="button" className={`button button--primary ${styles.outboxButton}`} onClick={() => void retry()}>
            {translate({id: 'admin.outbox.retryAll', message: 'Retry all failed ({count})'}, {count: String(counts.failed)})}
          </button>
        )}
      </div>
      <RoleHint permission="settings:write" />
      <StaffTable
        rows={page?.messages ?? null}
        failed={error !== null}
        empty={<Translate id="admin.outbox.empty">No message is waiting: every notification has been sent.</Translate>}
        rowKey={(message) => message.id}
        columns={[
          {header: <Translate id="admin.outbox.recipient">Recipient</Translate>},
          {header: <Translate id="admin.outbox.subject">Subject</Translate>},
          {header: <Translate id="admin.outbox.state">State</Translate>},
          {header: <Translate id="admin.outbox.attempts">Attempts</Translate>},
          {header: <Translate id="admin.outbox.nextAttempt">Next attempt</Translate>},
          {header: <Translate id="admin.outbox.lastError">Last error</Translate>},
          {header: <Translate id="admin.sessions.actions">Actions</Translate>, hidden: true},
        ]}
        cells={(message) => [
          message.recipient,
          message.subject,
          stateText(message),
          String(message.attempts),
          message.status === 'pending' ? formatDate(message.nextAttemptAt) : '—',
          message.lastError ? <span className={styles.outboxError}>{message.lastError}</span> : '—',
          mayRetry && message.status === 'failed' ? (
            <button type="button" className="button button--secondary button--sm" onClick={() => void retry(message)}>
              <Translate id="admin.outbox.retry">Retry</Translate>
              <span className="sr-only">
                {' '}
                {translate(
                  {id: 'admin.outbox.retryWhich', message: 'the message “{subject}” to {recipient}'},
                  {subject: message.subject, recipient: message.recipient},
                )}
              </span>
            </button>
          ) : null,
        ]}
      />
      {page?.next != null && (
        <div className={styles.actions}>
          <button type="button" className="button button--secondary" onClick={() => void load(page.next!)}>
            <Translate id="admin.outbox.more">Show older messages</Translate>
          </button>
        </div>
      )}
    </StaffCard>
  );
}
