import React from 'react';
import {translate} from '@docusaurus/Translate';
import {figureData} from '@site/src/config/site';
import {localFigure} from '@site/src/data/siteFigures';
import styles from './styles.module.css';

type Stat = {value: string; label: string};

const stats: readonly Stat[] = [
  {
    value: localFigure(figureData.resolutionRate),
    label: translate({id: 'home.stats.resolutionRate', message: 'Resolution rate'}),
  },
  {
    value: localFigure(figureData.averageRoi),
    label: translate({id: 'home.stats.averageRoi', message: 'Average ROI'}),
  },
  {
    value: localFigure(figureData.hoursSaved),
    label: translate({id: 'home.stats.hoursSaved', message: 'Hours saved'}),
  },
  {
    value: localFigure(figureData.satisfiedClients),
    label: translate({id: 'home.stats.satisfiedClients', message: 'Satisfied clients'}),
  },
];

export default function StatsBand(): React.JSX.Element {
  return (
    <section
      className={styles.band}
      aria-label={translate({id: 'home.stats.ariaLabel', message: 'Results in numbers'})}>
      <div className="container">
        <dl className={styles.list}>
          {stats.map(({value, label}) => (
            <div key={label} className={styles.stat}>
              {/* Figure first for the eye, label first for screen readers (dt before dd). */}
              <dt className={styles.label}>{label}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
