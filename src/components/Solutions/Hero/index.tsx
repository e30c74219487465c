import React, {type ReactNode} from 'react';
import type {CallToActionLink} from '@site/src/components/Industry/CallToAction';
import {ActionLink} from '@site/src/components/Industry/CallToAction';
import PageHero from '@site/src/components/PageHero';

export type Props = {
  eyebrow: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  actions: readonly CallToActionLink[];
};

/** The shared page hero with buttons given as data (solutions, integration and partner pages). */
export default function Hero({eyebrow, title, lead, actions}: Props): React.JSX.Element {
  return (
    <PageHero eyebrow={eyebrow} title={title} lead={lead}>
      {actions.map((action) => (
        <ActionLink key={action.label} {...action} />
      ))}
    </PageHero>
  );
}
