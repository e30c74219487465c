import React, {type ReactNode, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {notifySuccess} from '@site/src/components/Toasts';
import {limits} from '@site/src/config/site';
import {roiEstimateQuery} from '@site/src/lib/forms/leadRoiEstimate';
import {
  calculateRoi,
  formatAbbreviated,
  formatMoneyAbbreviated as formatMoney,
  formatPercentAbbreviated as formatPercent,
  parseSalary,
  PAID_HOURS_PER_YEAR,
  REFERENCE_PLAN_COST_PER_YEAR,
  WORKING_DAYS_PER_YEAR,
  type RoiInputs,
} from '@site/src/lib/roi';
import {
  DEFAULT_ROI_INDUSTRY,
  getRoiDefaults,
  roiDefaults,
  roiSliderBounds,
  type RoiIndustryId,
} from '@site/src/data/roiDefaults';
import RangeField from './RangeField';
import styles from './styles.module.css';

/** Where the call to action takes the estimate: the contact page's lead form prefills from it. */
export const ROI_LEAD_FORM_PATH = '/contact';

/** The home hero's 'Calculate ROI' button scrolls here. */
export const ROI_SECTION_ID = 'roi-calculator';

export function roiHeadingId(sectionId: string): string {
  return `${sectionId}-title`;
}

export type Props = {
  /** Industry whose defaults seed the inputs (SPEC §4: technology). */
  initialIndustry?: RoiIndustryId;
  /** Section id; its heading gets `${id}-title` and can receive focus. */
  id?: string;
  title?: ReactNode;
  className?: string;
};

// Long enough that dragging a slider yields one announcement, not one per step.
const ANNOUNCE_DELAY_MS = 800;

function useLocale(): string {
  return useDocusaurusContext().i18n.currentLocale;
}

/** Fires the 'Impressive Savings!' toast when savings cross the threshold from below. */
function useSavingsMilestone(annualSavings: number, locale: string): void {
  const previous = useRef(annualSavings);
  useEffect(() => {
    const threshold = limits.roiToastThreshold;
    if (previous.current <= threshold && annualSavings > threshold) {
      notifySuccess(
        translate({id: 'roi.toast.title', message: 'Impressive Savings!'}),
        translate(
          {
            id: 'roi.toast.description',
            message: 'You could save {amount} a year with AI agents.',
          },
          {amount: formatMoney(annualSavings, locale)},
        ),
      );
    }
    previous.current = annualSavings;
  }, [annualSavings, locale]);
}

/** Text for the polite live region, settled after the user pauses so it is read once. */
function useSettledAnnouncement(summary: string): string {
  const lastAnnounced = useRef(summary);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (summary === lastAnnounced.current) return undefined;
    const timer = setTimeout(() => {
      lastAnnounced.current = summary;
      setAnnouncement(summary);
    }, ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [summary]);
  return announcement;
}

function ResultFigure({id, value, children}: {id: string; value: string; children: ReactNode}) {
  return (
    <div className={styles.result}>
      <label htmlFor={id} className={styles.resultLabel}>
        {children}
      </label>
      <output id={id} aria-live="off" className={styles.resultValue}>
        {value}
      </output>
    </div>
  );
}

export default function RoiCalculator({
  initialIndustry = DEFAULT_ROI_INDUSTRY,
  id = ROI_SECTION_ID,
  title,
  className,
}: Props): React.JSX.Element {
  const locale = useLocale();
  // Registers the section id so the build's anchor check knows links to it resolve.
  useBrokenLinks().collectAnchor(id);
  const initial = getRoiDefaults(initialIndustry);
  const [industryId, setIndustryId] = useState<RoiIndustryId>(initialIndustry);
  const [salaryText, setSalaryText] = useState(String(initial.avgSalary));
  const [sliders, setSliders] = useState({
    ticketsPerDay: initial.ticketsPerDay,
    resolutionRate: initial.resolutionRate,
    avgTimePerTicket: initial.avgTimePerTicket,
  });

  const industry = getRoiDefaults(industryId);
  const inputs: RoiInputs = {avgSalary: parseSalary(salaryText), ...sliders};
  const {hoursReclaimed, annualSavings, roiPercent} = calculateRoi(inputs);

  const hoursText = formatAbbreviated(hoursReclaimed, locale);
  const savingsText = formatMoney(annualSavings, locale);
  const roiText = formatPercent(roiPercent, locale);

  useSavingsMilestone(annualSavings, locale);
  const announcement = useSettledAnnouncement(
    translate(
      {
        id: 'roi.results.announcement',
        message: '{hours} hours reclaimed, {savings} annual savings, {roi} return on investment.',
      },
      {hours: hoursText, savings: savingsText, roi: roiText},
    ),
  );

  function selectIndustry(nextId: RoiIndustryId) {
    const defaults = getRoiDefaults(nextId);
    setIndustryId(nextId);
    setSalaryText(String(defaults.avgSalary));
    setSliders({
      ticketsPerDay: defaults.ticketsPerDay,
      resolutionRate: defaults.resolutionRate,
      avgTimePerTicket: defaults.avgTimePerTicket,
    });
  }

  const fieldId = (name: string) => `${id}-${name}`;
  const headingId = roiHeadingId(id);

  return (
    <section id={id} aria-labelledby={headingId} className={clsx(styles.section, className)}>
      <div className="container">
        <div className={styles.intro}>
          {/* tabIndex -1: the hero's 'Calculate ROI' moves keyboard focus here. */}
          <h2 id={headingId} tabIndex={-1} className={styles.title}>
            {title ?? <Translate id="roi.title">Calculate Your ROI</Translate>}
          </h2>
          <p className={styles.lead}>
            <Translate id="roi.lead">
              See how much time and money AI agents could save your support team each year.
            </Translate>
          </p>
        </div>

        <div className={styles.panel}>
          <div className={styles.inputs}>
            <div className={styles.field}>
              <label htmlFor={fieldId('industry')} className={styles.label}>
                <Translate id="roi.industry.label">Industry</Translate>
              </label>
              <select
                id={fieldId('industry')}
                className={styles.control}
                value={industryId}
                aria-describedby={fieldId('industry-hint')}
                onChange={(event) => selectIndustry(event.target.value as RoiIndustryId)}>
                {roiDefaults.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </select>
              <p id={fieldId('industry-hint')} className={styles.hint}>
                <Translate
                  id="roi.industry.hint"
                  values={{industryName: industry.industryName}}>
                  {'Starting values are typical figures for {industryName}.'}
                </Translate>
              </p>
            </div>

            <div className={styles.field}>
              <label htmlFor={fieldId('salary')} className={styles.label}>
                <Translate id="roi.salary.label">Average annual salary per agent (USD)</Translate>
              </label>
              <input
                id={fieldId('salary')}
                type="number"
                inputMode="numeric"
                min={0}
                step={1000}
                className={styles.control}
                value={salaryText}
                onChange={(event) => setSalaryText(event.target.value)}
                // Show the 0 the results already use, so the field never disagrees with them.
                onBlur={() => setSalaryText(String(parseSalary(salaryText)))}
              />
            </div>

            <RangeField
              id={fieldId('tickets')}
              {...roiSliderBounds.ticketsPerDay}
              label={translate({id: 'roi.tickets.label', message: 'Support tickets per day'})}
              value={sliders.ticketsPerDay}
              displayValue={String(sliders.ticketsPerDay)}
              valueText={translate(
                {id: 'roi.tickets.valueText', message: '{count} tickets per day'},
                {count: sliders.ticketsPerDay},
              )}
              onChange={(ticketsPerDay) => setSliders((s) => ({...s, ticketsPerDay}))}
            />
            <RangeField
              id={fieldId('resolution')}
              {...roiSliderBounds.resolutionRate}
              label={translate({id: 'roi.resolution.label', message: 'AI resolution rate'})}
              value={sliders.resolutionRate}
              displayValue={formatPercent(sliders.resolutionRate, locale)}
              valueText={translate(
                {id: 'roi.resolution.valueText', message: '{percent} percent resolved by AI'},
                {percent: sliders.resolutionRate},
              )}
              onChange={(resolutionRate) => setSliders((s) => ({...s, resolutionRate}))}
            />
            <RangeField
              id={fieldId('minutes')}
              {...roiSliderBounds.avgTimePerTicket}
              label={translate({id: 'roi.minutes.label', message: 'Minutes per inquiry'})}
              value={sliders.avgTimePerTicket}
              displayValue={translate(
                {id: 'roi.minutes.display', message: '{count} min'},
                {count: sliders.avgTimePerTicket},
              )}
              valueText={translate(
                {id: 'roi.minutes.valueText', message: '{count} minutes per inquiry'},
                {count: sliders.avgTimePerTicket},
              )}
              onChange={(avgTimePerTicket) => setSliders((s) => ({...s, avgTimePerTicket}))}
            />
          </div>

          <div className={styles.results}>
            <h3 className={styles.resultsTitle}>
              <Translate id="roi.results.title">Your estimated annual impact</Translate>
            </h3>
            {/* <output> is the HTML element for a calculation's result; its implicit live region
                is switched off so only the settled summary below is announced. */}
            <div className={styles.resultList}>
              <ResultFigure id={fieldId('hours')} value={hoursText}>
                <Translate id="roi.results.hours">Hours reclaimed</Translate>
              </ResultFigure>
              <ResultFigure id={fieldId('savings')} value={savingsText}>
                <Translate id="roi.results.savings">Annual savings</Translate>
              </ResultFigure>
              <ResultFigure id={fieldId('roi')} value={roiText}>
                <Translate id="roi.results.roi">Return on investment</Translate>
              </ResultFigure>
            </div>
            <p className={styles.footnote}>
              <Translate
                id="roi.results.footnote"
                values={{
                  days: formatAbbreviated(WORKING_DAYS_PER_YEAR, locale),
                  hours: formatAbbreviated(PAID_HOURS_PER_YEAR, locale),
                  planCost: formatMoney(REFERENCE_PLAN_COST_PER_YEAR, locale),
                }}>
                {
                  'Based on {days} working days and {hours} paid hours a year, after a plan cost of {planCost} a year.'
                }
              </Translate>
            </p>
            <Link
              className={clsx('button button--primary button--block', styles.cta)}
              to={`${ROI_LEAD_FORM_PATH}${roiEstimateQuery({hoursReclaimed, annualSavings, roiPercent, industry: industryId})}`}>
              <Translate id="roi.cta">Get a plan for these savings</Translate>
            </Link>
          </div>
        </div>

        <p role="status" aria-live="polite" aria-atomic="true" className={styles.srOnly}>
          {announcement}
        </p>
      </div>
    </section>
  );
}
