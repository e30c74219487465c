import React from 'react';
import {translate} from '@docusaurus/Translate';
import Highlights from '@site/src/components/sections/Highlights';
import {figureData} from '@site/src/config/site';
import {localFigure} from '@site/src/data/siteFigures';
import styles from './styles.module.css';

/** The four results customers report (SPEC §2 stats band), for the about page. */
export default function FigureGrid(): React.JSX.Element {
  const items = [
    {
      value: localFigure(figureData.resolutionRate),
      label: translate({id: 'company.figures.resolution', message: 'of conversations resolved by the agent'}),
    },
    {value: localFigure(figureData.averageRoi), label: translate({id: 'company.figures.roi', message: 'average return on investment'})},
    {value: localFigure(figureData.hoursSaved), label: translate({id: 'company.figures.hours', message: 'hours of support work saved'})},
    {value: localFigure(figureData.satisfiedClients), label: translate({id: 'company.figures.clients', message: 'satisfied clients'})},
  ];
  return <Highlights items={items} className={styles.grid} />;
}
