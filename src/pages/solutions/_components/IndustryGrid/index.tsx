import React from 'react';
import Link from '@docusaurus/Link';
import HeroImage from '@site/src/components/sections/HeroImage';
import {industryList} from '@site/src/data/industries';
import {industryTeasers} from '@site/src/data/solutions';
import {industryPath} from '@site/src/config/ids';
import styles from './styles.module.css';

/** One card per industry, the whole card a link to /industry/{id}. */
export default function IndustryGrid(): React.JSX.Element {
  return (
    <ul className={styles.grid}>
      {industryList.map((industry) => (
        <li key={industry.id} className={styles.card}>
          {/* Decorative here: the card's text says everything the picture shows. */}
          <HeroImage src={`/img/industries/${industry.id}.svg`} alt="" className={styles.image} />
          <div className={styles.body}>
            <h3 className={styles.title}>
              <Link to={industryPath(industry.id)} className={styles.link}>
                {industry.label}
              </Link>
            </h3>
            <p className={styles.teaser}>{industryTeasers[industry.id]}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
