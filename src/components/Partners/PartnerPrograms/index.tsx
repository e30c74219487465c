import React from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import Icon from '@site/src/components/Icon';
import type {PartnerProgram} from '@site/src/data/partnerPrograms';
import styles from './styles.module.css';

export type Props = {
  programs: readonly PartnerProgram[];
  className?: string;
};

/** 'Our Partnership Programs': one card per program type (SPEC §2). */
export default function PartnerPrograms({programs, className}: Props): React.JSX.Element {
  return (
    <ul className={clsx(styles.grid, className)}>
      {programs.map((program) => (
        <li key={program.id} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={program.icon} />
          </span>
          <h3 className={styles.name}>{program.name}</h3>
          <p className={styles.description}>{program.description}</p>
          <p className={styles.idealFor}>
            <strong>
              <Translate id="partners.programs.idealFor">Ideal for:</Translate>
            </strong>{' '}
            {program.idealFor}
          </p>
          <p className={styles.highlight}>{program.highlight}</p>
        </li>
      ))}
    </ul>
  );
}
