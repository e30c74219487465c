import React from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import type {TechnologyTab} from '@site/src/data/industryContent/types';
import CheckList from '@site/src/components/sections/CheckList';
import Highlights from '@site/src/components/sections/Highlights';
import styles from './styles.module.css';

export type Props = {
  tabs: readonly TechnologyTab[];
};

/** SPEC §2: support (default), onboarding, documentation; the choice is kept in ?tab= for sharing. */
export default function TechnologyTabs({tabs}: Props): React.JSX.Element {
  return (
    <Tabs queryString="tab" defaultValue="support" className={styles.tabs}>
      {tabs.map((tab) => (
        <TabItem key={tab.id} value={tab.id} label={tab.label}>
          <div className={styles.panel}>
            <div>
              <h3 className={styles.title}>{tab.title}</h3>
              <p>{tab.description}</p>
              <CheckList items={tab.points} />
            </div>
            <Highlights items={[tab.highlight]} className={styles.highlight} />
          </div>
        </TabItem>
      ))}
    </Tabs>
  );
}
