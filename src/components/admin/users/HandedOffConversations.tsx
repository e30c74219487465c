/** Users: the person's conversations with the agent that were handed off to sales, each with its transcript. */
import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {HandedOffConversation} from '@site/src/lib/staff/contacts';
import {useStaffDates} from '../useStaffDates';
import styles from '../styles.module.css';

export function HandedOffConversations({conversations}: {conversations: HandedOffConversation[]}): React.JSX.Element | null {
  const formatDate = useStaffDates();
  if (conversations.length === 0) return null;
  return (
    <section aria-labelledby="user-conversations-heading" className={styles.stack}>
      <Heading as="h3" id="user-conversations-heading">
        <Translate id="admin.users.conversationsTitle">Conversations handed off to sales</Translate>
      </Heading>
      {conversations.map(({conversation, messages}) => (
        <article key={conversation.id} aria-labelledby={`handoff-${conversation.id}`} className={styles.usersSubmission}>
          <Heading as="h4" id={`handoff-${conversation.id}`}>
            {translate(
              {id: 'admin.users.handedOffAt', message: 'Handed off on {time} (started {started})'},
              {time: formatDate(conversation.handedOffAt ?? conversation.updatedAt), started: formatDate(conversation.createdAt)},
            )}
          </Heading>
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
              </li>
            ))}
          </ol>
        </article>
      ))}
    </section>
  );
}
