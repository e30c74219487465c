/** Test double of @theme/CodeBlock (needs the Docusaurus runtime): a plain titled <pre> with the same text. */
import React from 'react';

export default function CodeBlock({title, children}: {title?: string; children: string}): React.JSX.Element {
  return (
    <figure aria-label={title}>
      <pre>{children}</pre>
    </figure>
  );
}
