import React from 'react';
import {translate} from '@docusaurus/Translate';
import {contact, externalLinks} from '@site/src/config/site';
import SharedCallToAction from '@site/src/components/sections/CallToAction';

/** SPEC §2: closing call to action with the demo scheduler and the sales phone. */
export default function CallToAction(): React.JSX.Element {
  return (
    <SharedCallToAction
      title={translate({id: 'pricing.cta.title', message: 'Not Sure Which Plan Fits?'})}
      description={translate({
        id: 'pricing.cta.description',
        message:
          'Book a demo and we will show you the agent working on your own content, or call our sales team.',
      })}
      actions={[
        {
          label: translate({id: 'pricing.cta.demo', message: 'Book a Demo'}),
          to: externalLinks.demoScheduler,
          primary: true,
        },
        {label: translate({id: 'pricing.cta.tryIt', message: 'Try it on your content'}), to: '/landing#try-it'},
        {
          label: translate(
            {id: 'pricing.cta.call', message: 'Call Sales: {phone}'},
            {phone: contact.salesPhone.display},
          ),
          to: `tel:${contact.salesPhone.e164}`,
        },
      ]}
    />
  );
}
