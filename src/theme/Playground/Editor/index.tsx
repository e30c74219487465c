/// <reference types="@docusaurus/theme-live-codeblock" />
/**
 * Wraps the live editor to give it a role and a name: react-live renders a bare contenteditable
 * <pre> that screen readers announce as plain text, with no way to tell it is editable.
 */
import React, {useEffect, useRef, type ReactNode} from 'react';
import Editor from '@theme-original/Playground/Editor';
import type EditorType from '@theme/Playground/Editor';
import type {WrapperProps} from '@docusaurus/types';
import {liveEditorLabel} from './label';

type Props = WrapperProps<typeof EditorType>;

export default function EditorWrapper(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const label = liveEditorLabel();

  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const labelEditor = () => {
      const editor = root.querySelector('pre[contenteditable]');
      if (editor && editor.getAttribute('aria-label') !== label) {
        editor.setAttribute('role', 'textbox');
        editor.setAttribute('aria-multiline', 'true');
        editor.setAttribute('aria-label', label);
      }
    };
    labelEditor();
    // The editor remounts once the browser takes over (to apply the dark theme): label it again.
    const observer = new MutationObserver(labelEditor);
    observer.observe(root, {childList: true, subtree: true});
    return () => observer.disconnect();
  }, [label]);

  return (
    <div ref={container} style={{display: 'contents'}}>
      <Editor {...props} />
    </div>
  );
}
