import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {externalLinks} from '@site/src/config/site';
import {addOns as allAddOns, type AddOn} from '@site/src/data/addOns';
import ExternalLink from '../ExternalLink';
import Section from '@site/src/components/sections/Section';
import {addOnPrice} from '../format';
import styles from './styles.module.css';

export type Props = {
  addOns?: readonly AddOn[];
};

/** SPEC §2/§9 add-ons; a card highlights on hover and while its link has keyboard focus. */
export default function AddOns({addOns = allAddOns}: Props): React.JSX.Element {
  return (
    <Section
      id="add-ons"
      title={translate({id: 'pricing.addOns.title', message: 'Add-ons'})}
      intro={translate({
        id: 'pricing.addOns.intro',
        message: 'Extend any plan with the tools your team needs. Add them when you sign up or at any time later.',
      })}>
      <ul className={styles.grid}>
        {addOns.map((addOn) => (
          <li key={addOn.id} id={`add-on-${addOn.id}`} className={styles.card} data-add-on={addOn.id}>
            <h3 className={styles.name}>{addOn.name}</h3>
            <p className={styles.price}>{addOnPrice(addOn)}</p>
            <p className={styles.description}>{addOn.description}</p>
            <ExternalLink href={externalLinks.demoScheduler} className={styles.link}>
              <Translate id="pricing.addOns.ask" values={{name: addOn.name}}>
                {'Ask about {name}'}
              </Translate>
            </ExternalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
