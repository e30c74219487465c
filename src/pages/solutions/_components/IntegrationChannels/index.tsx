import React from 'react';
import CheckList from '@site/src/components/sections/CheckList';
import Icon from '@site/src/components/Icon';
import type {IntegrationChannel} from '@site/src/data/solutions';
import styles from './styles.module.css';

export type Props = {
  channels: readonly IntegrationChannel[];
};

/** The four ways to connect the agent (website, CRM, API, Zapier), each with an anchor. */
export default function IntegrationChannels({channels}: Props): React.JSX.Element {
  return (
    <ul className={styles.grid}>
      {channels.map((channel) => (
        <li key={channel.id} id={channel.id} className={styles.card}>
          <div className={styles.head}>
            <span className={styles.icon}>
              <Icon name={channel.icon} />
            </span>
            <h3 className={styles.title}>{channel.title}</h3>
          </div>
          <p>{channel.description}</p>
          <CheckList items={channel.points} />
        </li>
      ))}
    </ul>
  );
}
