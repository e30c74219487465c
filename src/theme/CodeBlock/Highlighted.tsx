/**
 * The theme's highlighted code block with the site's extra Prism languages registered first.
 * Its own chunk: prism-react-renderer builds every grammar when it is evaluated (about 45 ms of
 * main-thread work on a laptop, four times that on a mid-range phone), so only pages that show
 * code pay for it (see src/plugins/prismOnDemand).
 */
import './prismLanguages';
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ThemeCodeBlock from '@theme-init/CodeBlock';

export default function HighlightedCodeBlock(props: Props): ReactNode {
  return <ThemeCodeBlock {...props} />;
}
