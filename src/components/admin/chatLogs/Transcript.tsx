/** One conversation as it happened: each message, and for answers the sources they cited. */
import React, {useEffect, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useStaffSession} from '../StaffSession';
import {StaffCard} from '../StaffCard';
import {staffErrorText} from '../text';
import {useStaffDates} from '../useStaffDates';
import styles from '../styles.module.css';
import type {Rating, TranscriptView} from './types';

/** The visitor's thumbs up or down on an answer, in words (the icon only repeats them). */
function RatingText({rating}: {rating: Rating}): React.JSX.Element {
  return (
    <span className={rating === 'up' ? styles.ratedUp : styles.ratedDown}>
      <span aria-hidden="true">{rating === 'up' ? '👍' : '👎'} </span>
      {rating === 'up'
        ? translate({id: 'admin.chatLogs.ratedUp', message: 'Rated helpful (thumbs up)'})
        : translate({id: 'admin.chatLogs.ratedDownAnswer', message: 'Rated not helpful (thumbs down)'})}
    </span>
  );
}

export function Transcript({id, onClose}: {id: string; onClose(): void}): React.JSX.Element {
  const {api} = useStaffSession();
  const formatDate = useStaffDates();
  const [data, setData] = useState<TranscriptView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void api<TranscriptView>('GET', `/conversations/${encodeURIComponent(id)}`).then((result) => {
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
            </p>
            {data.conversation.handedOffAt !== null && (
              <p className={styles.notice}>
                {translate(
                  {id: 'admin.chatLogs.handedOffAt', message: 'Handed off to sales on {time}: {visitor}'},
                  {
                    time: formatDate(data.conversation.handedOffAt),
                    visitor: [visitor?.name, visitor?.email, visitor?.company].filter(Boolean).join(', ') || '—',
                  },
                )}
              </p>
            )}
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
                  {message.role !== 'user' && message.rating && (
                    <p className={styles.muted}>
                      <RatingText rating={message.rating} />
                    </p>
                  )}
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
