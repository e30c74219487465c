/**
 * Names available inside ```jsx live blocks. Only the live editor's lazy chunk imports this,
 * so the preview component never reaches pages without a live block.
 */
import React from 'react';
import WidgetPreview from '@site/src/widget/preview';

const ReactLiveScope = {
  React,
  ...React,
  WidgetPreview,
};

export default ReactLiveScope;
