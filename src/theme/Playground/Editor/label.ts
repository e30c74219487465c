import {translate} from '@docusaurus/Translate';

/**
 * The live editor's accessible name, shared by react-live's editor (./index.tsx) and the
 * highlighted stand-in shown until it loads (src/theme/CodeBlock/LiveOnDemand).
 */
export function liveEditorLabel(): string {
  return translate({
    id: 'docs.liveEditor.label',
    message: 'Live code editor: edit the code to update the result below',
  });
}
