import {liveEditorLabel} from '@site/src/theme/Playground/Editor/label';

/** The stand-in editor: plain-text editing, named like react-live's editor once that loads. */
export function editableCodeProps() {
  return {
    contentEditable: 'plaintext-only',
    suppressContentEditableWarning: true,
    spellCheck: false,
    role: 'textbox',
    'aria-multiline': true,
    'aria-label': liveEditorLabel(),
  } as const;
}
