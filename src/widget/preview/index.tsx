import React, {useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import {siteWidgetStrings} from '@site/src/widget/site/strings';
import {useSandbox} from '@site/src/components/Sandbox';
import {requestSandbox, type Sandbox} from '@site/src/lib/api/sandbox';
import type {WidgetOptions} from '@site/src/widget/options';
import type {MountedWidget} from '@site/src/widget/widget';
import {
  buildWidgetSnippet,
  isPublicKey,
  normalizeWidgetAttributes,
  readableTextColor,
  widgetDefaults,
  type WidgetAttributeProblem,
  type WidgetDataAttributes,
  type WidgetSettings,
} from './snippet';
import styles from './styles.module.css';

/** The snippet itself, for other pages that show one (the landing page's try-it). */
export {buildWidgetSnippet, widgetDefaults} from './snippet';

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

type WidgetModule = typeof import('@site/src/widget/widget');

/** The widget's code, fetched once the preview comes near the viewport (not with the page). */
function useWidgetModuleNear(target: React.RefObject<HTMLElement | null>): WidgetModule | null {
  const [near, setNear] = useState(false);
  const [widgetModule, setWidgetModule] = useState<WidgetModule | null>(null);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      {rootMargin: '300px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  useEffect(() => {
    if (near) void import('@site/src/widget/widget').then((loaded) => setWidgetModule(loaded));
  }, [near]);
  return widgetModule;
}

/**
 * The real widget (src/widget), mounted inline in the preview's stage: the same launcher and
 * panel visitors get. It answers only with a real public key; the placeholder shows a note.
 * Until it mounts (and without JavaScript) a still image of the launcher and the welcome
 * message stands in.
 */
function LiveWidget({settings, stage}: {settings: WidgetSettings; stage: React.RefObject<HTMLDivElement | null>}): ReactNode {
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<MountedWidget | null>(null);
  const [mounted, setMounted] = useState(false);
  const optionsKey = JSON.stringify(settings);
  const widgetModule = useWidgetModuleNear(stage);

  // A layout effect: the still image goes in the same task the widget mounts, never both at once.
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host || !widgetModule) return undefined;
    const wasOpen = widgetRef.current?.isOpen() ?? true;
    const options: WidgetOptions = {
      ...settings,
      publicKey: isPublicKey(settings.publicKey) ? settings.publicKey : '',
      apiBase: window.location.origin,
      strings: siteWidgetStrings(),
      avoid: '',
    };
    const widget = widgetModule.mountWidget(host, options, {inline: true, storage: null});
    // Open from the start so the welcome message shows, without taking the reader's focus.
    if (wasOpen) widget.open(false);
    widgetRef.current = widget;
    setMounted(true);
    return () => widget.destroy();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionsKey stands for settings
  }, [optionsKey, widgetModule]);

  const [vertical, horizontal] = settings.position.split('-') as ['top' | 'bottom', 'left' | 'right'];
  return (
    <>
      <div ref={hostRef} className={styles.host} data-agentworks-preview="" />
      {!mounted && (
        <div
          className={clsx(
            styles.launcherArea,
            vertical === 'top' ? styles.top : styles.bottom,
            horizontal === 'left' ? styles.left : styles.right,
          )}>
          {settings.welcomeMessage !== '' && <p className={styles.welcome}>{settings.welcomeMessage}</p>}
          <span
            className={clsx(styles.launcher, settings.iconType === 'animated' && styles.animated)}
            style={{backgroundColor: settings.primaryColor, color: readableTextColor(settings.primaryColor)}}
            aria-hidden="true"
          />
        </div>
      )}
    </>
  );
}

/** Tells the reader whom the preview talks to, and offers a sandbox agent of their own. */
function SandboxBinding({bound, keep}: {bound: boolean; keep: (sandbox: Sandbox) => void}): ReactNode {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  if (bound) {
    return (
      <p className={styles.sandboxNote}>
        {translate({
          id: 'docs.widgetPreview.sandboxBound',
          message: 'This preview answers from your sandbox agent: add documents to its knowledge, then ask about them here.',
        })}{' '}
        <Link to="/documentation/getting-started">
          {translate({id: 'docs.widgetPreview.sandboxLink', message: 'Try the API in a sandbox'})}
        </Link>
      </p>
    );
  }
  const get = async () => {
    setState('busy');
    const result = await requestSandbox();
    if (result.ok) keep(result.sandbox);
    setState(result.ok ? 'idle' : 'failed');
  };
  return (
    <div className={styles.sandboxNote}>
      <button type="button" className="button button--secondary button--sm" disabled={state === 'busy'} onClick={() => void get()}>
        {translate({id: 'docs.widgetPreview.sandboxGet', message: 'Talk to a sandbox agent of your own'})}
      </button>
      <p role="status" className={styles.sandboxStatus}>
        {state === 'failed' &&
          translate({id: 'docs.widgetPreview.sandboxFailed', message: 'No sandbox could be made just now. Please try again later.'})}
      </p>
    </div>
  );
}

/**
 * What a visitor would see with these snippet attributes: the chat launcher in its corner,
 * colour and icon style, with the welcome message, next to the snippet that produces it.
 */
export default function WidgetPreview(attributes: Props): ReactNode {
  const {settings: written, problems} = normalizeWidgetAttributes(attributes);
  const stageRef = useRef<HTMLDivElement>(null);
  // Without a real key in the snippet, the preview talks to the reader's sandbox agent, if any.
  const {sandbox, keep} = useSandbox();
  const bound = sandbox !== undefined && !isPublicKey(written.publicKey);
  const settings = bound ? {...written, agentId: sandbox.agentId, publicKey: sandbox.publicKey} : written;

  return (
    <div className={styles.widgetPreview}>
      <div className={styles.layout}>
        {/* A labelled group, not a <figure>: ARIA allows no "group" role on a figure with a caption. */}
        <div
          ref={stageRef}
          className={styles.stage}
          role="group"
          aria-label={translate({id: 'docs.widgetPreview.stageLabel', message: 'Chat widget preview'})}>
          <div className={styles.page} aria-hidden="true">
            <span className={styles.pageBar} />
            <span className={styles.pageLine} />
            <span className={clsx(styles.pageLine, styles.pageLineShort)} />
            <span className={styles.pageLine} />
          </div>
          <LiveWidget settings={settings} stage={stageRef} />
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
            {buildWidgetSnippet(written)}
          </CodeBlock>
        </div>
      </div>
      <SandboxBinding bound={bound} keep={keep} />
    </div>
  );
}
