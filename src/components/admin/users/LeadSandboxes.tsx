/**
 * Users: the agents a person tried on their own content before becoming a lead (issue 23): what
 * they gave it and what they asked, with the answers, so sales start the call from there.
 */
import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {LeadSandbox} from '@site/src/lib/staff/contacts';
import {useStaffDates} from '../useStaffDates';
import {ConversationMessages} from './ConversationMessages';
import styles from '../styles.module.css';

export function LeadSandboxes({sandboxes}: {sandboxes: LeadSandbox[]}): React.JSX.Element | null {
  const formatDate = useStaffDates();
  if (sandboxes.length === 0) return null;
  return (
    <section aria-labelledby="user-sandboxes-heading" className={styles.stack}>
      <Heading as="h3" id="user-sandboxes-heading">
        <Translate id="admin.users.sandboxesTitle">Agent tried on their content</Translate>
      </Heading>
      {sandboxes.map((sandbox) => (
        <article key={sandbox.agentId} aria-labelledby={`sandbox-${sandbox.agentId}`} className={styles.usersSubmission}>
          <Heading as="h4" id={`sandbox-${sandbox.agentId}`}>
            {sandbox.expiresAt === null
              ? sandbox.name
              : translate(
                  {id: 'admin.users.sandboxKept', message: '{name}, kept until {time}'},
                  {name: sandbox.name, time: formatDate(sandbox.expiresAt)},
                )}
          </Heading>
          <Heading as="h5">
            <Translate id="admin.users.sandboxSources">Their sources</Translate>
          </Heading>
          {sandbox.sources.length === 0 ? (
            <p className={styles.muted}>
              <Translate id="admin.users.sandboxNoSources">None left: the documents were deleted.</Translate>
            </p>
          ) : (
            <ul>
              {sandbox.sources.map((source, index) => (
                <li key={index}>
                  {source.title}
                  {source.sourceUrl && <span className={styles.muted}> ({source.sourceUrl})</span>}
                </li>
              ))}
            </ul>
          )}
          <Heading as="h5">
            <Translate id="admin.users.sandboxQuestions">Their questions and the answers</Translate>
          </Heading>
          {sandbox.conversations.length === 0 ? (
            <p className={styles.muted}>
              <Translate id="admin.users.sandboxNoQuestions">They asked nothing.</Translate>
            </p>
          ) : (
            sandbox.conversations.map(({conversation, messages}) => <ConversationMessages key={conversation.id} messages={messages} />)
          )}
        </article>
      ))}
    </section>
  );
}
