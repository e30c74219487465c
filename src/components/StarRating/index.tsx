import React from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {limits} from '@site/src/config/site';
import styles from './styles.module.css';

export type Props = {
  /** Whole stars, clamped to 0..max. */
  rating: number;
  max?: number;
  className?: string;
};

/** Stars are decoration; the accessible name carries the rating for screen readers. */
export default function StarRating({
  rating,
  max = limits.ratingScale,
  className,
}: Props): React.JSX.Element {
  const filled = Math.max(0, Math.min(max, Math.round(rating)));
  const label = translate(
    {id: 'starRating.label', message: 'Rated {rating} out of {max}'},
    {rating: filled, max},
  );
  return (
    <span role="img" aria-label={label} className={clsx(styles.stars, className)}>
      {Array.from({length: max}, (_, i) => (
        <svg
          key={i}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={clsx(styles.star, i < filled && styles.filled)}>
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}
