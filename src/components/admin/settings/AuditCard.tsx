/** Settings: the audit log, newest first, with older entries a page at a time. */
import React, {useCallback, useEffect, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {AuditEntryView} from '@site/src/lib/staff/api';
import {StaffCard, StaffTable} from '../StaffCard';
import {RoleHint, roleName, useCan} from '../RoleGate';
import {useStaffSession} from '../StaffSession';
import {staffErrorText} from '../text';
import {useStaffDates} from '../useStaffDates';
import styles from '../styles.module.css';

function actionText(action: string): string {
  switch (action) {
    case 'setup':
      return translate({id: 'admin.audit.setup', message: 'Created the first account'});
    case 'login':
      return translate({id: 'admin.audit.login', message: 'Logged in'});
    case 'login_failed':
      return translate({id: 'admin.audit.loginFailed', message: 'Failed login'});
    case 'logout':
      return translate({id: 'admin.audit.logout', message: 'Logged out'});
    case 'session_ended':
      return translate({id: 'admin.audit.sessionEnded', message: 'Ended a session'});
    case 'password_changed':
      return translate({id: 'admin.audit.passwordChanged', message: 'Changed the password'});
    case 'account_created':
      return translate({id: 'admin.audit.accountCreated', message: 'Added an account'});
    case 'account_disabled':
      return translate({id: 'admin.audit.accountDisabled', message: 'Disabled an account'});
    case 'account_enabled':
      return translate({id: 'admin.audit.accountEnabled', message: 'Enabled an account'});
    case 'role_changed':
      return translate({id: 'admin.audit.roleChanged', message: "Changed an account's role"});
    case 'contact_erased':
      return translate({id: 'admin.audit.contactErased', message: 'Erased a person (Users)'});
    case 'contacts_exported':
      return translate({id: 'admin.audit.contactsExported', message: 'Exported people as CSV (Users)'});
    case 'white_paper_uploaded':
      return translate({id: 'admin.audit.whitePaperUploaded', message: 'Uploaded a white paper'});
    case 'white_paper_deleted':
      return translate({id: 'admin.audit.whitePaperDeleted', message: 'Deleted a white paper'});
    case 'white_paper_offered':
      return translate({id: 'admin.audit.whitePaperOffered', message: 'Chose the white paper the forms offer'});
    case 'white_paper_offer_edited':
      return translate({id: 'admin.audit.whitePaperOfferEdited', message: "Changed the offered white paper's title or description"});
    case 'recipients_changed':
      return translate({id: 'admin.audit.recipientsChanged', message: 'Changed the notification recipients'});
    case 'outbox_retried':
      return translate({id: 'admin.audit.outboxRetried', message: 'Retried failed mail'});
    case 'api_key_created':
      return translate({id: 'admin.audit.apiKeyCreated', message: 'Created an API key'});
    case 'api_key_revoked':
      return translate({id: 'admin.audit.apiKeyRevoked', message: 'Revoked an API key'});
    case 'webhook_created':
      return translate({id: 'admin.audit.webhookCreated', message: 'Added a webhook endpoint'});
    case 'webhook_deleted':
      return translate({id: 'admin.audit.webhookDeleted', message: 'Deleted a webhook endpoint'});
    case 'webhook_retried':
      return translate({id: 'admin.audit.webhookRetried', message: 'Retried a webhook delivery'});
    default:
      return action;
  }
}

const pageSize = 20;

export function AuditCard(): React.JSX.Element {
  const {api, session} = useStaffSession();
  const mayRead = useCan('audit:read');
  const formatDate = useStaffDates();
  const [entries, setEntries] = useState<AuditEntryView[] | null>(null);
  const [next, setNext] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (before?: number) => {
      const query = `?limit=${pageSize}${before ? `&before=${before}` : ''}`;
      const result = await api<{entries: AuditEntryView[]; next: number | null}>('GET', `/audit${query}`);
      if (!result.ok) return setError(staffErrorText(result.code));
      setEntries((shown) => (before && shown ? [...shown, ...result.data.entries] : result.data.entries));
      setNext(result.data.next);
    },
    [api],
  );

  useEffect(() => {
    if (mayRead) void load();
  }, [load, mayRead]);

  if (!mayRead) {
    return (
      <StaffCard id="audit" title={<Translate id="admin.audit.title">Audit log</Translate>}>
        <RoleHint permission="audit:read">
          {translate({id: 'admin.audit.roleHint', message: 'Your role ({role}) cannot read the audit log.'}, {role: roleName(session.account.role)})}
        </RoleHint>
      </StaffCard>
    );
  }

  return (
    <StaffCard id="audit" title={<Translate id="admin.audit.title">Audit log</Translate>} error={error}>
      <StaffTable
        rows={entries}
        failed={error !== null}
        empty={<Translate id="admin.audit.empty">Nothing recorded yet.</Translate>}
        rowKey={(entry) => entry.id}
        columns={[
          {header: <Translate id="admin.audit.when">When</Translate>},
          {header: <Translate id="admin.audit.who">Who</Translate>},
          {header: <Translate id="admin.audit.what">What</Translate>},
          {header: <Translate id="admin.audit.target">On</Translate>},
          {header: <Translate id="admin.sessions.address">Address</Translate>},
        ]}
        cells={(entry) => [formatDate(entry.at), entry.actor, actionText(entry.action), entry.target ?? '—', entry.ip ?? '—']}
      />
      {next !== null && (
        <div className={styles.actions}>
          <button type="button" className="button button--secondary" onClick={() => void load(next)}>
            <Translate id="admin.audit.more">Show older entries</Translate>
          </button>
        </div>
      )}
    </StaffCard>
  );
}
