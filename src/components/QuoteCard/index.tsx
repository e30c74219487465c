import React, {type ReactNode} from 'react';
import StarRating from '@site/src/components/StarRating';
import styles from './styles.module.css';

export type Props = {
  /** Stars out of five. */
  rating: number;
  quote: string;
  /** Shown in the avatar circle; the name beside it says the same to screen readers. */
  initials: string;
  name: string;
  /** Under the name: role and company, or the date of the review. */
  detail: ReactNode;
  /** A tag above the stars, e.g. the partner program. */
  label?: ReactNode;
};

/** One customer or partner quote as a list item: stars, their words, who said them. */
export default function QuoteCard({rating, quote, initials, name, detail, label}: Props): React.JSX.Element {
  return (
    <li className={styles.card}>
      <figure className={styles.figure}>
        {label && <p className={styles.label}>{label}</p>}
        <StarRating rating={rating} />
        <blockquote className={styles.quote}>
          <p>{quote}</p>
        </blockquote>
        <figcaption className={styles.author}>
          <span className={styles.avatar} aria-hidden="true">
            {initials}
          </span>
          <span>
            <span className={styles.name}>{name}</span>
            <span className={styles.detail}>{detail}</span>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}
