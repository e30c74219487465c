/**
 * The live block's code highlighted as react-live's editor shows it, editable as plain text.
 * Its own chunk (Prism): the first hydration keeps the prerendered HTML instead.
 */
import React, {type ReactNode} from 'react';
import {Highlight} from 'prism-react-renderer';
import {usePrismTheme} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {editableCodeProps} from './editableCode';

export default function HighlightedEditor({code}: {code: string}): ReactNode {
  const prismTheme = usePrismTheme();
  // Remounted once hydrated, as the theme's editor is: the prerendered colours are the light theme's.
  const isBrowser = useIsBrowser();
  return (
    <Highlight key={String(isBrowser)} code={code} theme={prismTheme} language="jsx">
      {({className, style, tokens, getLineProps, getTokenProps}) => (
        <pre className={className} style={style} {...editableCodeProps()}>
          {tokens.map((line, lineIndex) => (
            <span key={lineIndex} {...getLineProps({line})}>
              {line
                .filter((token) => !token.empty)
                .map((token, tokenIndex) => (
                  <span key={tokenIndex} {...getTokenProps({token})} />
                ))}
              {'\n'}
            </span>
          ))}
        </pre>
      )}
    </Highlight>
  );
}
