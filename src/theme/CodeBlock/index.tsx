/// <reference types="@docusaurus/theme-live-codeblock" />
/**
 * Replaces theme-live-codeblock's CodeBlock enhancer, which imports the live editor (react-live
 * and its transpiler) statically, so every page with a code block would download it. Here the
 * editor is a lazy chunk fetched only when a page actually renders a ```jsx live block.
 * Server rendering waits for lazy components, so the prerendered HTML still holds the editor.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import StaticCodeBlock from '@theme-init/CodeBlock';

const LiveCodeBlock = lazy(() => import('@theme/LiveCodeBlock'));

type MaybeLiveProps = Props & {live?: boolean};

function isLiveCodeBlock(props: MaybeLiveProps): props is MaybeLiveProps & {children?: string} {
  return !!props.live && (props.children === undefined || typeof props.children === 'string');
}

export default function CodeBlock(props: MaybeLiveProps): ReactNode {
  if (!isLiveCodeBlock(props)) return <StaticCodeBlock {...props} />;
  const {live: _live, ...staticProps} = props;
  return (
    <Suspense fallback={<StaticCodeBlock {...staticProps} />}>
      <LiveCodeBlock {...props} />
    </Suspense>
  );
}
