/**
 * The copy and word-wrap buttons of a code block kept as prerendered HTML (./PrerenderedIsland).
 * The theme renders them only in the browser; here they are portalled into the prerendered block
 * once the page has hydrated, with the code block context the theme's buttons read. They load
 * as their own chunk, after hydration.
 */
import React, {lazy, Suspense, useEffect, useLayoutEffect, useState, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock';

const Buttons = lazy(() => import('@theme/CodeBlock/Buttons'));

function ButtonsFor({pre, props}: {pre: HTMLPreElement; props: Props & {children: string}}): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
  const wordWrap = useCodeWordWrap();
  // Before the hook's own effects, which measure the block through this ref.
  useLayoutEffect(() => {
    (wordWrap.codeBlockRef as {current: HTMLPreElement | null}).current = pre;
  }, [pre, wordWrap.codeBlockRef]);
  return createPortal(
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <Suspense fallback={null}>
        <Buttons />
      </Suspense>
    </CodeBlockContextProvider>,
    pre.parentElement!,
  );
}

export default function PrerenderedButtons({
  island,
  props,
}: {
  island: RefObject<HTMLDivElement | null>;
  props: Props & {children: string};
}): ReactNode {
  const [pre, setPre] = useState<HTMLPreElement | null>(null);
  useEffect(() => {
    const found = island.current?.querySelector('pre');
    if (found?.parentElement) setPre(found);
  }, [island]);
  return pre ? <ButtonsFor pre={pre} props={props} /> : null;
}
