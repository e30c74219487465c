import React from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CheckList from '@site/src/components/sections/CheckList';
import type {PartnerProgram, PartnerType} from '@site/src/data/partnerPrograms';
import styles from './styles.module.css';

export type Props = {
  programs: readonly PartnerProgram[];
  benefits: Readonly<Record<PartnerType, readonly string[]>>;
};

/**
 * 'Partner Benefits' (SPEC §2): one tab per program, referral first and selected. The theme's
 * tabs keep every panel in the HTML, so crawlers and the static version see all four lists.
 */
export default function PartnerBenefits({programs, benefits}: Props): React.JSX.Element {
  return (
    <Tabs defaultValue={programs[0]?.id} className={styles.tabs}>
      {programs.map((program) => (
        <TabItem key={program.id} value={program.id} label={program.shortName}>
          <div className={styles.panel}>
            <h3 className={styles.title}>{program.name}</h3>
            <CheckList items={benefits[program.id]} className={styles.list} />
          </div>
        </TabItem>
      ))}
    </Tabs>
  );
}
