/**
 * The period of the Traffic dashboard: today, the last 7 or 30 days, or a custom range of two
 * days (UTC). A custom range is checked with the server's rule before it is asked for.
 */
import React, {useId, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import fieldStyles from '@site/src/css/formFields.module.css';
import {checkRange, rangePresets, type DayRange, type RangePreset} from '@site/src/lib/traffic/report';
import {staffErrorText} from '../text';
import styles from '../styles.module.css';

function presetLabel(preset: RangePreset): string {
  switch (preset) {
    case 'today':
      return translate({id: 'admin.traffic.preset.today', message: 'Today'});
    case '7days':
      return translate({id: 'admin.traffic.preset.7days', message: 'Last 7 days'});
    case '30days':
      return translate({id: 'admin.traffic.preset.30days', message: 'Last 30 days'});
    case 'custom':
      return translate({id: 'admin.traffic.preset.custom', message: 'Custom range'});
  }
}

export function RangePicker({
  preset,
  range,
  onPreset,
  onCustom,
}: {
  preset: RangePreset;
  /** The range shown now (prefills the custom dates). */
  range: DayRange;
  onPreset(preset: Exclude<RangePreset, 'custom'>): void;
  onCustom(range: DayRange): void;
}): React.JSX.Element {
  const id = useId();
  const [custom, setCustom] = useState<DayRange>(range);
  const [customOpen, setCustomOpen] = useState(preset === 'custom');
  const [problem, setProblem] = useState<{message: string; field: 'from' | 'to'} | null>(null);

  const choose = (next: RangePreset) => {
    if (next === 'custom') {
      setCustom(range);
      setCustomOpen(true);
      return;
    }
    setCustomOpen(false);
    setProblem(null);
    onPreset(next);
  };

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkRange(custom);
    if (!checked.ok) return setProblem({message: staffErrorText(checked.code), field: checked.field});
    setProblem(null);
    onCustom(custom);
  };

  const selected = customOpen ? 'custom' : preset;
  const dateInput = (field: 'from' | 'to', label: string) => (
    <div className={fieldStyles.field}>
      <label htmlFor={`${id}-${field}`} className={fieldStyles.label}>
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        type="date"
        required
        value={custom[field]}
        onChange={(event) => setCustom((current) => ({...current, [field]: event.target.value}))}
        className={fieldStyles.input}
        aria-invalid={problem?.field === field || undefined}
        aria-describedby={problem?.field === field ? `${id}-problem` : undefined}
      />
    </div>
  );

  return (
    <div className={styles.trafficRange}>
      <fieldset className={styles.trafficPresets}>
        <legend className="sr-only">
          <Translate id="admin.traffic.period">Period</Translate>
        </legend>
        {rangePresets.map((option) => (
          <label key={option} className={styles.trafficPreset}>
            <input type="radio" name={`${id}-preset`} value={option} checked={selected === option} onChange={() => choose(option)} />
            <span>{presetLabel(option)}</span>
          </label>
        ))}
      </fieldset>
      {customOpen && (
        <form className={styles.trafficCustom} onSubmit={apply} noValidate>
          {dateInput('from', translate({id: 'admin.traffic.from', message: 'From (UTC)'}))}
          {dateInput('to', translate({id: 'admin.traffic.to', message: 'To (UTC)'}))}
          <button type="submit" className="button button--primary">
            <Translate id="admin.traffic.apply">Show this range</Translate>
          </button>
          {problem && (
            <p id={`${id}-problem`} role="alert" className={styles.error}>
              {problem.message}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
