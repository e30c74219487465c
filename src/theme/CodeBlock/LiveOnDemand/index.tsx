/// <reference types="@docusaurus/theme-live-codeblock" />
/**
 * A ```jsx live block whose editor (react-live and its transpiler, ~42 KB brotli) loads when the
 * reader starts editing. Until then it shows the playground's frame with the highlighted code,
 * editable as plain text, and the preview rendered from the code without a transpiler (see
 * staticElement.ts), both prerendered; the first hydration keeps the code's prerendered HTML. Focusing the code loads the editor; it takes over with the
 * text typed so far and the caret where it was.
 */
import React, {lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type FormEvent, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import Translate from '@docusaurus/Translate';
import PlaygroundContainer from '@theme/Playground/Container';
import PlaygroundHeader from '@theme/Playground/Header';
import ReactLiveScope from '@theme/ReactLiveScope';
import type {Props as CodeBlockProps} from '@theme/CodeBlock';
import PrerenderedIsland, {usePrerenderedIsland} from '../PrerenderedIsland';
import {editableCodeProps} from './editableCode';
import {parseStaticElement, type StaticElement} from './staticElement';
import {selectionOffsets, selectOffsets} from './selection';
import styles from './styles.module.css';

const HighlightedEditor = lazy(() => import('./HighlightedEditor'));

export type Props = CodeBlockProps & {children: string; live?: boolean};

type LiveEditor = {Component: ComponentType<Props>; code: string};

/** The text as shown: innerText keeps the line breaks a plain-text edit may write as <br>. */
function textOf(editor: HTMLElement): string {
  return (editor.innerText ?? editor.textContent ?? '').replace(/\n$/, '');
}

function StaticPreview({element}: {element: StaticElement | null}): ReactNode {
  const Component = element && (ReactLiveScope as Record<string, unknown>)[element.name];
  if (!element || typeof Component !== 'function') return null;
  const Element = Component as ComponentType<Record<string, string>>;
  return <Element {...element.props} />;
}

export default function LiveOnDemand(props: Props): ReactNode {
  const code = props.children.replace(/\n$/, '');
  const [element, setElement] = useState(() => parseStaticElement(code));
  const [live, setLive] = useState<LiveEditor | null>(null);
  const island = usePrerenderedIsland(`live-editor:${code}`);
  const editorFrame = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const loading = useRef(false);

  const loadEditor = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('@theme/LiveCodeBlock').then(
      ({default: Component}) => {
        const editor = editorFrame.current?.querySelector('pre') ?? null;
        const focused = editor !== null && document.activeElement === editor;
        const selection = editor && focused ? selectionOffsets(editor) : null;
        // Synchronously, so no keystroke lands between reading the text and the swap.
        flushSync(() =>
          setLive({
            Component: Component as ComponentType<Props>,
            code: editor ? textOf(editor) : code,
          }),
        );
        if (!focused) return;
        const moveCaret = () => {
          const liveEditor = frameRef.current?.querySelector<HTMLElement>('pre[contenteditable]');
          if (!liveEditor || document.activeElement === liveEditor) return;
          liveEditor.focus();
          if (selection) selectOffsets(liveEditor, selection);
        };
        moveCaret();
        // react-live's editor re-applies its editing mode on its second render, which drops the
        // focus: take it back once that has happened.
        window.setTimeout(() => {
          if (document.activeElement === document.body) moveCaret();
        }, 0);
      },
      () => {
        // Offline or a stale deployment: stay static, try again on the next focus.
        loading.current = false;
      },
    );
  }, [code]);

  // Mounted after the page has hydrated with no prerendered HTML to reuse (an in-app navigation):
  // there is no first paint to protect, so load the editor now and show plain code until then.
  // A highlighted fallback would replace, when Prism arrives, the very element the reader may be
  // typing into. (Tab panels remounted after hydration reuse their prerendered HTML instead.)
  const [mountedAfterHydration] = useState(
    () => typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated === 'true',
  );
  const renderedInBrowser = mountedAfterHydration && island.kind === 'render';
  useEffect(() => {
    if (renderedInBrowser) loadEditor();
  }, [renderedInBrowser, loadEditor]);

  const showTypedCode = useCallback((event: FormEvent<HTMLDivElement>) => {
    const typed = parseStaticElement((event.target as Node).textContent ?? '');
    if (typed) setElement(typed);
  }, []);

  return (
    <div ref={frameRef}>
      {live ? (
        <live.Component {...props}>{live.code}</live.Component>
      ) : (
        <PlaygroundContainer>
          <PlaygroundHeader>
            <Translate id="theme.Playground.liveEditor" description="The live editor label of the live codeblocks">
              Live Editor
            </Translate>
          </PlaygroundHeader>
          <PrerenderedIsland
            mode={island}
            ref={editorFrame}
            className={styles.editor}
            onFocus={loadEditor}
            onInput={showTypedCode}>
            {renderedInBrowser ? (
              <pre {...editableCodeProps()}>{code}</pre>
            ) : (
              <Suspense fallback={<pre {...editableCodeProps()}>{code}</pre>}>
                <HighlightedEditor code={code} />
              </Suspense>
            )}
          </PrerenderedIsland>
          <PlaygroundHeader>
            <Translate id="theme.Playground.result" description="The result label of the live codeblocks">
              Result
            </Translate>
          </PlaygroundHeader>
          <div className={styles.preview}>
            <StaticPreview element={element} />
          </div>
        </PlaygroundContainer>
      )}
    </div>
  );
}
