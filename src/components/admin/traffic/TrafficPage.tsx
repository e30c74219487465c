/**
 * /admin-dashboard (Traffic): first-party, cookieless figures for a period, from
 * GET /api/admin/traffic, and the docs pages' helpfulness votes of the same period. The period
 * defaults to the last 7 days; the reports are asked for again when the period changes, and an
 * answer that arrives after a newer question is dropped.
 */
import React, {useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {staffPaths} from '@site/src/config/ids';
import {presetRange, type DayRange, type RangePreset, type TrafficReport} from '@site/src/lib/traffic/report';
import {StaffShell} from '../StaffShell';
import {StaffCard} from '../StaffCard';
import {deviceLabel, localeLabel} from './labels';
import {RangePicker} from './RangePicker';
import {TrafficChart} from './TrafficChart';
import {BreakdownCard, ConversionsCard} from './TrafficTables';
import {DocsHelpfulnessCard} from './DocsHelpfulness';
import {useRangeReport} from './useRangeReport';
import {useTrafficFormat} from './useTrafficFormat';
import styles from '../styles.module.css';

function StatCards({totals}: {totals: TrafficReport['totals']}): React.JSX.Element {
  const format = useTrafficFormat();
  const stats = [
    {label: translate({id: 'admin.traffic.visitors', message: 'Unique visitors'}), value: format.number(totals.visitors)},
    {label: translate({id: 'admin.traffic.pageviews', message: 'Pageviews'}), value: format.number(totals.pageviews)},
    {
      label: translate({id: 'admin.traffic.viewsPerVisit', message: 'Views per visit'}),
      value: totals.viewsPerVisit === null ? '—' : format.number(totals.viewsPerVisit),
    },
  ];
  return (
    <dl className={styles.trafficStats}>
      {stats.map((stat) => (
        <div key={stat.label} className={styles.trafficStat}>
          <dt>{stat.label}</dt>
          <dd>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The report's lists, in the order they are shown. */
function breakdowns(): {
  key: 'pages' | 'referrers' | 'utmSources' | 'locales' | 'devices';
  title: React.ReactNode;
  valueHeader: React.ReactNode;
  label?(value: string): string;
}[] {
  return [
    {
      key: 'pages',
      title: <Translate id="admin.traffic.pages">Top pages</Translate>,
      valueHeader: <Translate id="admin.traffic.page">Page</Translate>,
    },
    {
      key: 'referrers',
      title: <Translate id="admin.traffic.referrers">Referrers</Translate>,
      valueHeader: <Translate id="admin.traffic.referrer">Site</Translate>,
    },
    {
      key: 'utmSources',
      title: <Translate id="admin.traffic.utmSources">UTM sources</Translate>,
      valueHeader: <Translate id="admin.traffic.utmSource">Source</Translate>,
    },
    {
      key: 'locales',
      title: <Translate id="admin.traffic.locales">Languages</Translate>,
      valueHeader: <Translate id="admin.traffic.locale">Language</Translate>,
      label: localeLabel,
    },
    {
      key: 'devices',
      title: <Translate id="admin.traffic.devices">Devices</Translate>,
      valueHeader: <Translate id="admin.traffic.device">Screen</Translate>,
      label: deviceLabel,
    },
  ];
}

function TrafficReportView(): React.JSX.Element {
  const format = useTrafficFormat();
  const [preset, setPreset] = useState<RangePreset>('7days');
  const [range, setRange] = useState<DayRange>(() => presetRange('7days'));
  const {report, error} = useRangeReport<TrafficReport>('/traffic', range);

  const loading = report === null && error === null;
  const empty = report !== null && report.totals.pageviews === 0;
  const period = translate({id: 'admin.traffic.periodShown', message: '{from} to {to} (UTC)'}, {from: format.day(range.from), to: format.day(range.to)});

  return (
    <>
      <StaffCard
        id="traffic-overview"
        title={<Translate id="admin.traffic.overview">Overview</Translate>}
        error={error}
        status={loading ? translate({id: 'admin.loading', message: 'Loading…'}) : period}>
        <RangePicker
          preset={preset}
          range={range}
          onPreset={(next) => {
            setPreset(next);
            setRange(presetRange(next));
          }}
          onCustom={(next) => {
            setPreset('custom');
            setRange(next);
          }}
        />
        {report && (
          <>
            <StatCards totals={report.totals} />
            <p className={styles.muted}>
              <Translate id="admin.traffic.visitorsNote">
                Visitors are counted per day without cookies: the same person on two days counts twice.
              </Translate>
            </p>
            {empty ? (
              <p className={styles.trafficEmpty}>
                <Translate id="admin.traffic.empty">No pageviews yet in this period</Translate>
              </p>
            ) : (
              <TrafficChart series={report.series} />
            )}
          </>
        )}
      </StaffCard>
      {!error && (
        <>
          <div className={styles.trafficColumns}>
            {breakdowns().map(({key, title, valueHeader, label}) => (
              <BreakdownCard
                key={key}
                id={`traffic-${key}`}
                title={title}
                valueHeader={valueHeader}
                rows={report?.[key] ?? null}
                empty={<Translate id="admin.traffic.noRows">Nothing in this period.</Translate>}
                label={label}
              />
            ))}
          </div>
          <ConversionsCard conversions={report?.conversions ?? null} />
        </>
      )}
      <DocsHelpfulnessCard range={range} />
    </>
  );
}

export function TrafficPage(): React.JSX.Element {
  return (
    <StaffShell title={translate({id: 'admin.traffic.title', message: 'Traffic'})} page={staffPaths.dashboard}>
      <TrafficReportView />
    </StaffShell>
  );
}
