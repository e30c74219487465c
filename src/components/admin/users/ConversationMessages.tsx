/** Users: one conversation's messages, visitor and agent, each with its time. */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import type {MessageView} from '@site/src/lib/staff/conversations';
import {useStaffDates} from '../useStaffDates';
import styles from '../styles.module.css';

export function ConversationMessages({messages}: {messages: MessageView[]}): React.JSX.Element {
  const formatDate = useStaffDates();
  return (
    <ol className={styles.transcript}>
      {messages.map((message, index) => (
        <li key={index} className={message.role === 'user' ? styles.inbound : styles.outbound}>
          <p className={styles.muted}>
            {message.role === 'user'
              ? translate({id: 'admin.chatLogs.visitor', message: 'Visitor'})
              : translate({id: 'admin.chatLogs.agent', message: 'Agent'})}{' '}
            · {formatDate(message.createdAt)}
          </p>
          <p className={styles.messageText}>{message.content}</p>
          {message.role !== 'user' && message.sources.length > 0 && (
            <p className={styles.muted}>
              {translate(
                {id: 'admin.users.messageSources', message: 'Cited: {sources}'},
                {sources: message.sources.map((source) => source.title).join('; ')},
              )}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
