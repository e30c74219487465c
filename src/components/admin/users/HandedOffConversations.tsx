/** Users: the person's conversations with the agent that were handed off to sales, each with its transcript. */
import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {HandedOffConversation} from '@site/src/lib/staff/contacts';
import {useStaffDates} from '../useStaffDates';
import {ConversationMessages} from './ConversationMessages';
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
          <ConversationMessages messages={messages} />
        </article>
      ))}
    </section>
  );
}
