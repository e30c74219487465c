/// <reference types="@docusaurus/theme-live-codeblock" />
/**
 * Every code block of the site goes through here, and both real renderers are lazy chunks:
 * - the highlighted block (Prism), so pages without code never download or evaluate Prism;
 * - the live editor (react-live and its transpiler), only for ```jsx live blocks, and there only
 *   once the reader starts editing (./LiveOnDemand) when the block is a single element the page
 *   can preview without a transpiler; this replaces theme-live-codeblock's enhancer, which
 *   imports the editor statically.
 * Server rendering waits for lazy components, so the prerendered HTML holds the highlighted
 * code. A static block then hydrates as an island (./PrerenderedIsland): the page keeps that HTML
 * and never loads Prism, and only the copy and word-wrap buttons are added (./PrerenderedButtons).
 * The plain fallback only shows for a moment after an in-app navigation.
 */
import React, {lazy, Suspense, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/CodeBlock';
import {parseStaticElement} from './LiveOnDemand/staticElement';
import PrerenderedButtons from './PrerenderedButtons';
import PrerenderedIsland, {usePrerenderedIsland} from './PrerenderedIsland';

const HighlightedCodeBlock = lazy(() => import('./Highlighted'));
const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));
const LiveOnDemand = lazy(() => import('./LiveOnDemand'));

type MaybeLiveProps = Props & {live?: boolean};

function isLiveCodeBlock(props: MaybeLiveProps): props is MaybeLiveProps & {children?: string} {
  return !!props.live && (props.children === undefined || typeof props.children === 'string');
}

/** Unhighlighted text in the theme's code block frame, for the moment before Prism loads. */
function PlainCodeBlock({children, className}: Props): ReactNode {
  return (
    <div className={clsx('theme-code-block', className)}>
      {/* Focusable like the theme's own block, so a long line can be scrolled by keyboard. */}
      <pre className="prism-code" tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}

/** A static block is an island (./PrerenderedIsland) named by everything that shapes its HTML. */
function islandKey({children, className, metastring, title, language, showLineNumbers, live}: MaybeLiveProps): string | null {
  if (live || typeof children !== 'string') return null;
  return JSON.stringify([children, className, metastring, title, language, showLineNumbers]);
}

export default function CodeBlock(props: MaybeLiveProps): ReactNode {
  const {live: _live, ...staticProps} = props;
  const island = usePrerenderedIsland(islandKey(props));
  const islandRef = useRef<HTMLDivElement>(null);
  const highlighted = <HighlightedCodeBlock {...staticProps} />;
  const plain = <PlainCodeBlock {...staticProps} />;
  if (isLiveCodeBlock(props)) {
    const code = props.children ?? '';
    return (
      <Suspense fallback={plain}>
        {parseStaticElement(code) ? (
          <LiveOnDemand {...props}>{code}</LiveOnDemand>
        ) : (
          <Suspense fallback={highlighted}>
            <LiveCodeBlock {...props} />
          </Suspense>
        )}
      </Suspense>
    );
  }
  return (
    <>
      <PrerenderedIsland mode={island} ref={islandRef}>
        <Suspense fallback={plain}>{highlighted}</Suspense>
      </PrerenderedIsland>
      {island.kind !== 'render' && (
        <PrerenderedButtons
          key={`${island.kind}:${island.contentKey}`}
          island={islandRef} props={{...staticProps, children: props.children as string}} />
      )}
    </>
  );
}
