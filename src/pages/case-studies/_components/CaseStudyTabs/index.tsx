import React from 'react';
import {translate} from '@docusaurus/Translate';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import {caseStudies as allStudies, type CaseStudy} from '@site/src/data/caseStudies';
import {industryList} from '@site/src/data/industries';
import {allIndustries, filterCaseStudies, type CaseStudyFilter} from '@site/src/lib/caseStudies';
import CaseStudyCard from '@site/src/components/CaseStudies/CaseStudyCard';
import styles from './styles.module.css';

export type Props = {
  studies?: readonly CaseStudy[];
};

function Cards({studies}: {studies: readonly CaseStudy[]}) {
  return (
    <ul className={styles.grid}>
      {studies.map((study) => (
        <li key={study.id}>
          <CaseStudyCard study={study} />
        </li>
      ))}
    </ul>
  );
}

/**
 * SPEC §2: 'All Industries' plus one tab per industry, each showing that industry's stories.
 * The theme's tabs keep every panel in the HTML (crawler version) and the choice in ?industry=.
 */
export default function CaseStudyTabs({studies = allStudies}: Props): React.JSX.Element {
  const tabs: {value: CaseStudyFilter; label: string}[] = [
    {value: allIndustries, label: translate({id: 'caseStudies.tabs.all', message: 'All Industries'})},
    ...industryList.map((industry) => ({value: industry.id, label: industry.label})),
  ];
  return (
    <Tabs queryString="industry" defaultValue={allIndustries} className={styles.tabs}>
      {tabs.map((tab) => (
        <TabItem key={tab.value} value={tab.value} label={tab.label}>
          <Cards studies={filterCaseStudies(studies, tab.value)} />
        </TabItem>
      ))}
    </Tabs>
  );
}
