/**
 * The agent the visitor made: the real widget bound to the sandbox's public key (its conversation
 * kept for the tab, so a reload shows it again), what the agent has read, three questions drawn
 * from their content, the snippet that would put it on their site, 'Keep this
 * agent' (to the lead form, sandbox attached) and 'Delete now' with a confirmation.
 */
import React, {useEffect, useLayoutEffect, useRef, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import {siteWidgetStrings} from '@site/src/widget/site/strings';
import {buildWidgetSnippet, widgetDefaults} from '@site/src/widget/preview';
import type {Sandbox} from '@site/src/lib/api/sandbox';
import type {MadeDocument} from '@site/src/lib/api/tryIt';
import {mountWidget, type MountedWidget} from '@site/src/widget/widget';
import styles from './styles.module.css';

type Props = {
  sandbox: Sandbox;
  documents: MadeDocument[];
  questions: string[];
  /** Found again after a reload: the chat opens without taking the focus. */
  restored: boolean;
  onKeep: () => void;
  onDelete: () => void;
  deleting: boolean;
};

export default function ChatPanel({sandbox, documents, questions, restored, onKeep, onDelete, deleting}: Props): React.JSX.Element {
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<MountedWidget | null>(null);
  // How the chat first opens; a later change of `restored` is no new chat.
  const takeFocus = useRef(!restored);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const widget = mountWidget(
      host,
      {
        ...widgetDefaults,
        agentId: sandbox.agentId,
        publicKey: sandbox.publicKey,
        welcomeMessage: translate({id: 'tryIt.chat.welcome', message: 'Ask me anything about the content you gave me.'}),
        apiBase: window.location.origin,
        strings: siteWidgetStrings(),
        avoid: '',
      },
      // The conversation is kept in sessionStorage under this agent: a reload shows it again.
      {inline: true},
    );
    // Focus moves into the chat, ready for a question: the visitor came here to ask. Not after
    // a reload: the page opens where the reader left it, and the focus stays theirs.
    widget.open(takeFocus.current);
    widgetRef.current = widget;
    return () => widget.destroy();
  }, [sandbox]);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const questionsTitle = translate({id: 'tryIt.chat.questions', message: 'Questions from your content'});
  const readTitle = translate({id: 'tryIt.chat.read', message: 'What your agent has read'});
  const snippet = buildWidgetSnippet({...widgetDefaults, agentId: sandbox.agentId, publicKey: sandbox.publicKey});
  return (
    <div className={styles.ready}>
      <div className={styles.chat}>
        <Heading as="h3">
          <Translate id="tryIt.chat.title">Ask your agent</Translate>
        </Heading>
        <div ref={hostRef} className={styles.widgetHost} />
        {/* h3, not h4: the widget's own title (an h2) comes between, and axe wants no level skipped. */}
        <Heading as="h3">{questionsTitle}</Heading>
        <ul aria-label={questionsTitle} className={styles.questions}>
          {questions.map((question) => (
            <li key={question}>
              <button type="button" className="button button--outline button--primary button--sm" onClick={() => widgetRef.current?.ask(question)}>
                {question}
              </button>
            </li>
          ))}
        </ul>
        <Heading as="h3">{readTitle}</Heading>
        <ul aria-label={readTitle}>
          {documents.map((doc, index) => (
            // Two files may share a name: the position tells them apart.
            <li key={`${index}:${doc.title}`}>
              {translate({id: 'tryIt.chat.readDocument', message: '{title} ({count} section(s))'}, {title: doc.title, count: doc.sections.length})}
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.aside}>
        <Heading as="h3">
          <Translate id="tryIt.snippet.title">Put this agent on your site</Translate>
        </Heading>
        <p>
          <Translate id="tryIt.snippet.text">
            This is the snippet for your pages. During the try-out it answers on this site only; with a trial, on yours.
          </Translate>
        </p>
        <CodeBlock language="html">{snippet}</CodeBlock>
        <button type="button" className="button button--primary button--lg" onClick={onKeep}>
          <Translate id="tryIt.keep">Keep this agent: start your free trial</Translate>
        </button>
        <div className={styles.delete}>
          {!confirming ? (
            <button type="button" className="button button--outline button--danger" onClick={() => setConfirming(true)} disabled={deleting}>
              <Translate id="tryIt.delete">Delete now</Translate>
            </button>
          ) : (
            <div role="group" aria-labelledby="try-it-delete-question">
              <p id="try-it-delete-question">
                <Translate id="tryIt.delete.confirm">
                  Delete this agent with everything you gave it and every question you asked? This cannot be undone.
                </Translate>
              </p>
              <button ref={confirmRef} type="button" className="button button--danger" onClick={onDelete} disabled={deleting}>
                <Translate id="tryIt.delete.yes">Yes, delete it all</Translate>
              </button>{' '}
              <button type="button" className="button button--secondary" onClick={() => setConfirming(false)} disabled={deleting}>
                <Translate id="tryIt.delete.no">Cancel</Translate>
              </button>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
