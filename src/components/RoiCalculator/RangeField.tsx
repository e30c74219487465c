import React, {type KeyboardEvent} from 'react';
import styles from './styles.module.css';

export type RangeBounds = {min: number; max: number; step: number};

export type RangeFieldProps = RangeBounds & {
  id: string;
  label: string;
  value: number;
  /** Visible value, e.g. "12 min". */
  displayValue: string;
  /** Spoken value with units, e.g. "12 minutes per inquiry". */
  valueText: string;
  onChange: (value: number) => void;
};

/**
 * The next value on the slider's grid in a direction. A value that sits between two steps (some
 * SPEC defaults do) moves to the nearest grid value on that side instead of a whole step away.
 */
export function stepRangeValue(
  value: number,
  direction: 1 | -1,
  {min, max, step}: RangeBounds,
  steps = 1,
): number {
  const position = (value - min) / step;
  const base = direction > 0 ? Math.floor(position) : Math.ceil(position);
  const next = min + (base + direction * steps) * step;
  return Math.min(max, Math.max(min, next));
}

/**
 * A labelled native range input. Keys are handled here rather than left to the browser so every
 * browser steps the same way from off-grid defaults; pointer and assistive-technology changes
 * still arrive through onChange.
 */
export default function RangeField({
  id,
  label,
  value,
  displayValue,
  valueText,
  min,
  max,
  step,
  onChange,
}: RangeFieldProps): React.JSX.Element {
  const bounds = {min, max, step};
  const pageSteps = Math.max(1, Math.round((max - min) / 10 / step));

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const keyToValue: Record<string, () => number> = {
      ArrowRight: () => stepRangeValue(value, 1, bounds),
      ArrowUp: () => stepRangeValue(value, 1, bounds),
      ArrowLeft: () => stepRangeValue(value, -1, bounds),
      ArrowDown: () => stepRangeValue(value, -1, bounds),
      PageUp: () => stepRangeValue(value, 1, bounds, pageSteps),
      PageDown: () => stepRangeValue(value, -1, bounds, pageSteps),
      Home: () => min,
      End: () => max,
    };
    const compute = keyToValue[event.key];
    if (!compute) return;
    event.preventDefault();
    const next = compute();
    if (next !== value) onChange(next);
  }

  return (
    <div className={styles.field}>
      <div className={styles.rangeHeader}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {/* Screen readers hear the value through aria-valuetext; this copy is for the eye. */}
        <span className={styles.rangeValue} aria-hidden="true">
          {displayValue}
        </span>
      </div>
      <input
        id={id}
        type="range"
        className={styles.range}
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={valueText}
        onChange={(event) => onChange(Number(event.target.value))}
        onKeyDown={handleKeyDown}
      />
      <div className={styles.rangeScale} aria-hidden="true">
        <span>{min}</span>
        <span>{max}</span>
      </div>
    </div>
  );
}
