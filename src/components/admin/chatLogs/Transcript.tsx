/** One conversation as it happened: each message, and for answers the sources they cited. */
import React, {useEffect, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useStaffSession} from '../StaffSession';
import {StaffCard} from '../StaffCard';
import {staffErrorText} from '../text';
import {useStaffDates} from '../useStaffDates';
import styles from '../styles.module.css';
import type {ConversationSummary, MessageView} from './types';

export function Transcript({id, onClose}: {id: string; onClose(): void}): React.JSX.Element {
  const {api} = useStaffSession();
  const formatDate = useStaffDates();
  const [data, setData] = useState<{conversation: ConversationSummary; messages: MessageView[]} | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void api<{conversation: ConversationSummary; messages: MessageView[]}>('GET', `/conversations/${encodeURIComponent(id)}`).then((result) => {
      if (result.ok) setData(result.data);
      else setError(staffErrorText(result.code));
    });
  }, [api, id]);

  useEffect(() => {
    // Move focus to the transcript's heading, so keyboard and screen reader users land on it.
    const title = heading.current?.querySelector('h2');
    if (!data || !title) return;
    title.setAttribute('tabindex', '-1');
    title.focus();
  }, [data]);

  const visitor = data?.conversation.visitor;
  return (
    <div ref={heading}>
      <StaffCard id="transcript" title={<Translate id="admin.chatLogs.transcript">Transcript</Translate>} error={error}>
        <div className={styles.actions}>
          <button type="button" className="button button--secondary button--sm" onClick={onClose}>
            <Translate id="admin.chatLogs.back">Back to the conversations</Translate>
          </button>
        </div>
        {!data && !error && (
          <p className={styles.muted}>
            <Translate id="admin.loading">Loading…</Translate>
          </p>
        )}
        {data && (
          <>
            <p className={styles.muted}>
              {formatDate(data.conversation.createdAt)} · {data.conversation.locale}
              {visitor?.email &&
                ` · ${translate({id: 'admin.chatLogs.handedOffTo', message: 'handed off: {visitor}'}, {visitor: [visitor.name, visitor.email, visitor.company].filter(Boolean).join(', ')})}`}
            </p>
            <ol className={styles.transcript}>
              {data.messages.map((message) => (
                <li key={message.id} className={message.role === 'user' ? styles.inbound : styles.outbound}>
                  <p className={styles.muted}>
                    {message.role === 'user'
                      ? translate({id: 'admin.chatLogs.visitor', message: 'Visitor'})
                      : translate({id: 'admin.chatLogs.agent', message: 'Agent'})}{' '}
                    · {formatDate(message.createdAt)}
                    {message.uncertain && ` · ${translate({id: 'admin.chatLogs.uncertain', message: 'not covered by our pages'})}`}
                  </p>
                  <p className={styles.messageText}>{message.content}</p>
                  {message.role !== 'user' &&
                    (message.sources.length > 0 ? (
                      <ul aria-label={translate({id: 'admin.chatLogs.sources', message: 'Sources'})}>
                        {message.sources.map((source) => (
                          <li key={source.url}>
                            <Link to={source.url}>{source.title}</Link>: {source.snippet}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className={styles.muted}>
                        <Translate id="admin.chatLogs.noSources">No sources cited.</Translate>
                      </p>
                    ))}
                </li>
              ))}
            </ol>
          </>
        )}
      </StaffCard>
    </div>
  );
}
