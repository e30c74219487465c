/**
 * Users: one page of people for the chosen filter, loaded from the server (which searches,
 * sorts and pages), with the CSV of the same filter and buttons that open a person.
 */
import React, {useEffect, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {apiPrefixes} from '@site/src/config/ids';
import {contactPageSizeDefault, contactQueryString, type ContactPage, type ContactSummary} from '@site/src/lib/staff/contacts';
import {StaffCard, StaffTable} from '../StaffCard';
import {useStaffSession} from '../StaffSession';
import {staffErrorText} from '../text';
import {useStaffDates} from '../useStaffDates';
import type {ContactFilter} from './ContactFilters';
import {sourceLabel} from './labels';
import styles from '../styles.module.css';

type Props = {
  filter: ContactFilter;
  page: number;
  onPage(page: number): void;
  onOpen(email: string): void;
  /** Said once after the list loads (e.g. that someone was erased). */
  notice?: string | null;
};

export function ContactList({filter, page, onPage, onOpen, notice}: Props): React.JSX.Element {
  const {api} = useStaffSession();
  const formatDate = useStaffDates();
  const [loaded, setLoaded] = useState<ContactPage | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setLoaded(null);
    setError(null);
    void api<ContactPage>('GET', `/contacts${contactQueryString({...filter, page, limit: contactPageSizeDefault})}`).then((result) => {
      if (!current) return;
      if (result.ok) setLoaded(result.data);
      else setError(staffErrorText(result.code));
    });
    return () => {
      current = false;
    };
  }, [api, filter, page]);

  const pages = loaded ? Math.max(1, Math.ceil(loaded.total / loaded.limit)) : 1;
  const found = loaded
    ? translate({id: 'admin.users.found', message: '{count} people found. Page {page} of {pages}.'}, {count: loaded.total, page, pages})
    : null;

  return (
    <StaffCard
      id="users-list"
      title={<Translate id="admin.users.listTitle">People</Translate>}
      error={error}
      status={[notice, found].filter(Boolean).join(' ') || null}>
      <div className={styles.actions}>
        {/* A file from the API, not a page of the site: the router's Link has nothing to route. */}
        {/* eslint-disable-next-line @docusaurus/no-html-links */}
        <a className="button button--secondary button--sm" href={`${apiPrefixes.admin}/contacts/export.csv${contactQueryString(filter)}`} download>
          <Translate id="admin.users.export">Export these people as CSV</Translate>
        </a>
      </div>
      <StaffTable<ContactSummary>
        rows={loaded?.contacts ?? null}
        failed={error !== null}
        empty={<Translate id="admin.users.empty">No one matches these filters.</Translate>}
        rowKey={(contact) => contact.email}
        columns={[
          {header: <Translate id="admin.field.email">E-mail</Translate>},
          {header: <Translate id="admin.users.sort.name">Name</Translate>},
          {header: <Translate id="admin.users.field.company">Company</Translate>},
          {header: <Translate id="admin.users.sources">Sources</Translate>},
          {header: <Translate id="admin.users.submissions">Submissions</Translate>},
          {header: <Translate id="admin.users.sort.lastContact">Last contact</Translate>},
        ]}
        cells={(contact) => [
          <button
            key="open"
            type="button"
            className={styles.linkButton}
            onClick={() => onOpen(contact.email)}
            aria-label={translate({id: 'admin.users.open', message: 'Open {email}'}, {email: contact.email})}>
            {contact.email}
          </button>,
          contact.name || '—',
          contact.company || '—',
          contact.sources.map(sourceLabel).join(', '),
          contact.submissions,
          formatDate(contact.lastContact),
        ]}
      />
      {loaded && pages > 1 && (
        <nav className={styles.actions} aria-label={translate({id: 'admin.users.pages', message: 'Pages of people'})}>
          <button type="button" className="button button--secondary button--sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <Translate id="admin.users.previous">Previous page</Translate>
          </button>
          <button type="button" className="button button--secondary button--sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            <Translate id="admin.users.next">Next page</Translate>
          </button>
        </nav>
      )}
    </StaffCard>
  );
}
