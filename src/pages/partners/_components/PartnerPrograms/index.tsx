import React from 'react';
import Translate from '@docusaurus/Translate';
import CardGrid from '@site/src/components/sections/CardGrid';
import type {PartnerProgram} from '@site/src/data/partnerPrograms';
import styles from './styles.module.css';

export type Props = {
  programs: readonly PartnerProgram[];
  className?: string;
};

/** 'Our Partnership Programs': one card per program type (SPEC §2). */
export default function PartnerPrograms({programs, className}: Props): React.JSX.Element {
  return (
    <CardGrid
      columns="four"
      className={className}
      items={programs.map((program) => ({
        id: program.id,
        icon: program.icon,
        title: program.name,
        description: program.description,
        footer: (
          <>
            <p className={styles.idealFor}>
              <strong>
                <Translate id="partners.programs.idealFor">Ideal for:</Translate>
              </strong>{' '}
              {program.idealFor}
            </p>
            <p className={styles.highlight}>{program.highlight}</p>
          </>
        ),
      }))}
    />
  );
}
