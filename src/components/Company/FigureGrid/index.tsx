import React from 'react';
import Translate from '@docusaurus/Translate';
import {figures} from '@site/src/config/site';
import styles from './styles.module.css';

/** The four results customers report (SPEC §2 stats band), for the about page. */
export default function FigureGrid(): React.JSX.Element {
  const items = [
    {
      value: figures.resolutionRate,
      label: <Translate id="company.figures.resolution">of conversations resolved by the agent</Translate>,
    },
    {
      value: figures.averageRoi,
      label: <Translate id="company.figures.roi">average return on investment</Translate>,
    },
    {
      value: figures.hoursSaved,
      label: <Translate id="company.figures.hours">hours of support work saved</Translate>,
    },
    {
      value: figures.satisfiedClients,
      label: <Translate id="company.figures.clients">satisfied clients</Translate>,
    },
  ];
  return (
    <ul className={styles.grid}>
      {items.map(({value, label}) => (
        <li key={value} className={styles.item}>
          <span className={styles.value}>{value}</span>
          <span className={styles.label}>{label}</span>
        </li>
      ))}
    </ul>
  );
}
