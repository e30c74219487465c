/**
 * Visitors and pageviews per day as an inline SVG line chart: no chart library, so nothing is
 * added to any page's bundle. Screen readers get a one-line summary, and everyone can switch to
 * the same figures as a table. The two lines differ by dash as well as by colour.
 */
import React, {useId, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {TrafficReport} from '@site/src/lib/traffic/report';
import {StaffTable} from '../StaffCard';
import {useTrafficFormat} from './useTrafficFormat';
import styles from '../styles.module.css';

const width = 720;
const height = 220;
const pad = {top: 24, right: 12, bottom: 40, left: 80};

type Series = TrafficReport['series'];

/** SVG coordinates of day `index` of `count` and of a `value` on a scale up to `max`. */
function scales(count: number, max: number) {
  const plotWidth = width - pad.left - pad.right;
  return {
    x: (index: number) => pad.left + (count > 1 ? (index * plotWidth) / (count - 1) : plotWidth / 2),
    y: (value: number) => height - pad.bottom - (value / max) * (height - pad.top - pad.bottom),
  };
}

export function TrafficChart({series}: {series: Series}): React.JSX.Element {
  const id = useId();
  const format = useTrafficFormat();
  const [asTable, setAsTable] = useState(false);
  const max = Math.max(1, ...series.map((day) => day.pageviews));
  const busiest = series.reduce((best, day) => (day.pageviews > best.pageviews ? day : best), series[0]);
  const summary = translate(
    {
      id: 'admin.traffic.chart.summary',
      message: 'Visitors and pageviews per day from {from} to {to}; the busiest day was {day} with {pageviews} pageviews.',
    },
    {
      from: format.day(series[0].day),
      to: format.day(series.at(-1)!.day),
      day: format.day(busiest.day),
      pageviews: format.number(busiest.pageviews),
    },
  );
  const labelled = [...new Set([0, Math.floor((series.length - 1) / 2), series.length - 1])];
  const {x, y} = scales(series.length, max);
  const line = (key: 'visitors' | 'pageviews') => series.map((day, index) => `${x(index).toFixed(1)},${y(day[key]).toFixed(1)}`).join(' ');
  const anchor = (index: number) => (series.length === 1 ? 'middle' : index === 0 ? 'start' : index === series.length - 1 ? 'end' : 'middle');

  return (
    <figure className={styles.trafficFigure}>
      <div className={styles.trafficLegend} aria-hidden="true">
        <span className={styles.trafficKeyPageviews}>
          <Translate id="admin.traffic.pageviews">Pageviews</Translate>
        </span>
        <span className={styles.trafficKeyVisitors}>
          <Translate id="admin.traffic.visitors">Unique visitors</Translate>
        </span>
      </div>
      {asTable ? (
        <div id={`${id}-table`}>
          <StaffTable
            rows={series}
            rowKey={(day) => day.day}
            columns={[
              {header: <Translate id="admin.traffic.day">Day</Translate>},
              {header: <Translate id="admin.traffic.visitors">Unique visitors</Translate>},
              {header: <Translate id="admin.traffic.pageviews">Pageviews</Translate>},
            ]}
            cells={(day) => [format.day(day.day), format.number(day.visitors), format.number(day.pageviews)]}
          />
        </div>
      ) : (
        <svg className={styles.trafficChart} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary}>
          <line className={styles.trafficAxis} x1={pad.left} x2={width - pad.right} y1={height - pad.bottom} y2={height - pad.bottom} />
          <line className={styles.trafficGrid} x1={pad.left} x2={width - pad.right} y1={pad.top} y2={pad.top} />
          <text className={styles.trafficTick} x={pad.left - 6} y={pad.top + 4} textAnchor="end">
            {format.compact(max)}
          </text>
          <text className={styles.trafficTick} x={pad.left - 6} y={height - pad.bottom + 4} textAnchor="end">
            {format.number(0)}
          </text>
          {labelled.map((index) => (
            <text
              key={index}
              className={styles.trafficTick}
              x={x(index)}
              y={height - 6}
              textAnchor={anchor(index)}>
              {format.day(series[index].day)}
            </text>
          ))}
          <polyline className={styles.trafficLinePageviews} points={line('pageviews')} />
          <polyline className={styles.trafficLineVisitors} points={line('visitors')} />
          {series.length === 1 && (
            <>
              <circle className={styles.trafficDotPageviews} cx={x(0)} cy={y(series[0].pageviews)} r={4} />
              <circle className={styles.trafficDotVisitors} cx={x(0)} cy={y(series[0].visitors)} r={4} />
            </>
          )}
        </svg>
      )}
      <figcaption className={styles.trafficCaption}>
        <button
          type="button"
          className="button button--secondary button--sm"
          aria-expanded={asTable}
          aria-controls={asTable ? `${id}-table` : undefined}
          onClick={() => setAsTable((shown) => !shown)}>
          {asTable
            ? translate({id: 'admin.traffic.chart.showChart', message: 'Show as chart'})
            : translate({id: 'admin.traffic.chart.showTable', message: 'Show as table'})}
        </button>
      </figcaption>
    </figure>
  );
}
