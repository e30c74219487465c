/** The Traffic report's breakdowns (pages, referrers, utm sources, locales, devices) and conversions. */
import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {TrafficCount, TrafficReport} from '@site/src/lib/traffic/report';
import {StaffCard, StaffTable} from '../StaffCard';
import {goalLabel} from './labels';
import {useTrafficFormat} from './useTrafficFormat';
import styles from '../styles.module.css';

/**
 * A table that may be wider than a phone scrolls sideways in a box keyboard users can reach
 * (focusable, named after its card), instead of squeezing words into letters.
 */
export function BreakdownCard({
  id,
  title,
  valueHeader,
  rows,
  empty,
  label = (value) => value,
}: {
  id: string;
  title: ReactNode;
  valueHeader: ReactNode;
  rows: TrafficCount[] | null;
  empty: ReactNode;
  label?(value: string): ReactNode;
}): React.JSX.Element {
  const format = useTrafficFormat();
  return (
    <StaffCard id={id} title={title}>
      <StaffTable
        rows={rows}
        empty={empty}
        rowKey={(row) => row.value}
        columns={[
          {header: valueHeader},
          {header: <Translate id="admin.traffic.visitors">Unique visitors</Translate>},
          {header: <Translate id="admin.traffic.pageviews">Pageviews</Translate>},
        ]}
        cells={(row) => [label(row.value), format.number(row.visitors), format.number(row.pageviews)]}
      />
    </StaffCard>
  );
}

export function ConversionsCard({conversions}: {conversions: TrafficReport['conversions'] | null}): React.JSX.Element {
  const format = useTrafficFormat();
  return (
    <StaffCard id="traffic-conversions" title={<Translate id="admin.traffic.conversions">Conversions</Translate>}>
      <p className={styles.muted}>
        <Translate id="admin.traffic.conversions.definition">
          Rate = submissions of a form ÷ unique visitors who viewed a page carrying it (both languages), in the same period. It never exceeds 100%: visitors who block counting (Do Not Track, no JavaScript) can still submit, so submissions may outnumber the visitors counted.
        </Translate>
      </p>
      <StaffTable
        rows={conversions}
        rowKey={(row) => row.goal}
        columns={[
          {header: <Translate id="admin.traffic.form">Form</Translate>},
          {header: <Translate id="admin.traffic.formPages">Pages</Translate>},
          {header: <Translate id="admin.traffic.submissions">Submissions</Translate>},
          {header: <Translate id="admin.traffic.visitors">Unique visitors</Translate>},
          {header: <Translate id="admin.traffic.rate">Rate</Translate>},
        ]}
        cells={(row) => [
          goalLabel(row.goal),
          row.pages === 'all' ? translate({id: 'admin.traffic.allPages', message: 'All pages'}) : row.pages.join(', '),
          format.number(row.submissions),
          format.number(row.visitors),
          format.percent(row.rate),
        ]}
      />
    </StaffCard>
  );
}
