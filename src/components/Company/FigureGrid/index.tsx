import React from 'react';
import {translate} from '@docusaurus/Translate';
import Highlights from '@site/src/components/sections/Highlights';
import {figures} from '@site/src/config/site';
import styles from './styles.module.css';

/** The four results customers report (SPEC §2 stats band), for the about page. */
export default function FigureGrid(): React.JSX.Element {
  const items = [
    {
      value: figures.resolutionRate,
      label: translate({id: 'company.figures.resolution', message: 'of conversations resolved by the agent'}),
    },
    {value: figures.averageRoi, label: translate({id: 'company.figures.roi', message: 'average return on investment'})},
    {value: figures.hoursSaved, label: translate({id: 'company.figures.hours', message: 'hours of support work saved'})},
    {value: figures.satisfiedClients, label: translate({id: 'company.figures.clients', message: 'satisfied clients'})},
  ];
  return <Highlights items={items} className={styles.grid} />;
}
