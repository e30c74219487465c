/// <reference types="@docusaurus/theme-live-codeblock" />
/**
 * Every code block of the site goes through here, and both real renderers are lazy chunks:
 * - the highlighted block (Prism), so pages without code never download or evaluate Prism;
 * - the live editor (react-live and its transpiler), only for ```jsx live blocks; this replaces
 *   theme-live-codeblock's enhancer, which imports the editor statically.
 * Server rendering waits for lazy components, so the prerendered HTML holds the highlighted
 * code; while hydrating, React keeps that HTML until the chunk arrives. The plain fallback only
 * shows for a moment after an in-app navigation.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock';

const HighlightedCodeBlock = lazy(() => import('./Highlighted'));
const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

type MaybeLiveProps = Props & {live?: boolean};

function isLiveCodeBlock(props: MaybeLiveProps): props is MaybeLiveProps & {children?: string} {
  return !!props.live && (props.children === undefined || typeof props.children === 'string');
}

/** Unhighlighted text in the theme's code block frame, for the moment before Prism loads. */
function PlainCodeBlock({children, className}: Props): ReactNode {
  return (
    <div className={clsx('theme-code-block', className)}>
      <pre className="prism-code">
        <code>{children}</code>
      </pre>
    </div>
  );
}

export default function CodeBlock(props: MaybeLiveProps): ReactNode {
  const {live: _live, ...staticProps} = props;
  const highlighted = <HighlightedCodeBlock {...staticProps} />;
  return (
    <Suspense fallback={<PlainCodeBlock {...staticProps} />}>
      {isLiveCodeBlock(props) ? (
        <Suspense fallback={highlighted}>
          <LiveCodeBlock {...props} />
        </Suspense>
      ) : (
        highlighted
      )}
    </Suspense>
  );
}
