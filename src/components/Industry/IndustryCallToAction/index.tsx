import React from 'react';
import type {IndustryContent} from '@site/src/data/industryContent/types';
import CallToAction from '@site/src/components/sections/CallToAction';

export type Props = {
  content: IndustryContent;
};

/** An industry page's closing call to action (SPEC §3 Industry.callToAction). */
export default function IndustryCallToAction({content}: Props): React.JSX.Element {
  const {callToAction} = content;
  return (
    <CallToAction
      title={callToAction.title}
      description={callToAction.description}
      actions={[{label: callToAction.buttonText, to: callToAction.buttonLink, primary: true}]}
    />
  );
}
