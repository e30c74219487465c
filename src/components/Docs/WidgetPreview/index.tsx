import React, {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import {
  buildWidgetSnippet,
  normalizeWidgetAttributes,
  readableTextColor,
  widgetDefaults,
  type WidgetAttributeProblem,
  type WidgetDataAttributes,
} from './snippet';
import styles from './styles.module.css';

/** The snippet's data-* attributes, written exactly as in HTML. */
export type Props = WidgetDataAttributes;

function problemMessage({attribute, value, kind}: WidgetAttributeProblem): string {
  switch (kind) {
    case 'agentId':
      return translate({
        id: 'docs.widgetPreview.problem.agentId',
        message: 'data-agent-id is required: copy your agent ID from the dashboard.',
      });
    case 'position':
      return translate(
        {
          id: 'docs.widgetPreview.problem.position',
          message:
            '{attribute}="{value}" is not a supported position (bottom-right, bottom-left, top-right, top-left); the widget falls back to {fallback}.',
        },
        {attribute, value, fallback: widgetDefaults.position},
      );
    case 'color':
      return translate(
        {
          id: 'docs.widgetPreview.problem.color',
          message:
            '{attribute}="{value}" is not a hex colour such as {fallback}; the widget uses its default colour.',
        },
        {attribute, value, fallback: widgetDefaults.primaryColor},
      );
    case 'iconType':
      return translate(
        {
          id: 'docs.widgetPreview.problem.iconType',
          message:
            '{attribute}="{value}" is not a supported icon type (animated, static); the widget uses {fallback}.',
        },
        {attribute, value, fallback: widgetDefaults.iconType},
      );
  }
}

function ChatIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6a1.25 1.25 0 1 0 0 2.5A1.25 1.25 0 0 0 7 10zm5 0a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5zm5 0a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5z"
      />
    </svg>
  );
}

/**
 * What a visitor would see with these snippet attributes: the chat launcher in its corner,
 * colour and icon style, with the welcome message, next to the snippet that produces it.
 */
export default function WidgetPreview(attributes: Props): ReactNode {
  const {settings, problems} = normalizeWidgetAttributes(attributes);
  const [welcomeOpen, setWelcomeOpen] = useState(true);
  const welcomeId = useId();
  const [vertical, horizontal] = settings.position.split('-') as ['top' | 'bottom', 'left' | 'right'];
  const showWelcome = welcomeOpen && settings.welcomeMessage !== '';

  return (
    <div className={styles.widgetPreview}>
      <div className={styles.layout}>
        {/* A labelled group, not a <figure>: ARIA allows no "group" role on a figure with a caption. */}
        <div
          className={styles.stage}
          role="group"
          aria-label={translate({id: 'docs.widgetPreview.stageLabel', message: 'Chat widget preview'})}>
          <div className={styles.page} aria-hidden="true">
            <span className={styles.pageBar} />
            <span className={styles.pageLine} />
            <span className={clsx(styles.pageLine, styles.pageLineShort)} />
            <span className={styles.pageLine} />
          </div>
          <div
            className={clsx(
              styles.launcherArea,
              vertical === 'top' ? styles.top : styles.bottom,
              horizontal === 'left' ? styles.left : styles.right,
            )}
            data-position={settings.position}>
            {showWelcome && (
              <p id={welcomeId} className={styles.welcome}>
                {settings.welcomeMessage}
              </p>
            )}
            <button
              type="button"
              className={clsx(styles.launcher, settings.iconType === 'animated' && styles.animated)}
              style={{
                backgroundColor: settings.primaryColor,
                color: readableTextColor(settings.primaryColor),
              }}
              aria-label={translate({
                id: 'docs.widgetPreview.launcherLabel',
                message: 'Chat launcher (preview): show or hide the welcome message',
              })}
              aria-expanded={showWelcome}
              aria-controls={showWelcome ? welcomeId : undefined}
              data-icon-type={settings.iconType}
              onClick={() => setWelcomeOpen((open) => !open)}>
              <ChatIcon />
            </button>
          </div>
          <p className={styles.caption}>
            {translate(
              {id: 'docs.widgetPreview.agentCaption', message: 'Agent ID: {agentId}'},
              {agentId: settings.agentId},
            )}
          </p>
        </div>
        <div className={styles.snippet}>
          <div aria-live="polite">
            {problems.length > 0 && (
              <ul className={styles.problems}>
                {problems.map((problem) => (
                  <li key={problem.attribute}>{problemMessage(problem)}</li>
                ))}
              </ul>
            )}
          </div>
          <CodeBlock
            language="html"
            title={translate({id: 'docs.widgetPreview.snippetTitle', message: 'Generated snippet'})}>
            {buildWidgetSnippet(settings)}
          </CodeBlock>
        </div>
      </div>
    </div>
  );
}
