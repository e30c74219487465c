import React, {type CSSProperties, type ReactNode, useId} from 'react';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import QuoteCard from '@site/src/components/QuoteCard';
import {limits} from '@site/src/config/site';
import {testimonials} from '@site/src/data/testimonials';
import styles from './styles.module.css';

export type Props = {
  /** Section heading; defaults to SPEC §1's 'What Our Customers Say'. */
  title?: ReactNode;
  /** Columns on wide screens (always one on phones). */
  columns?: number;
  /** Section id, e.g. for in-page links. */
  id?: string;
};

// UTC so the server-rendered date and the hydrated one never differ by a day.
function formatDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {dateStyle: 'long', timeZone: 'UTC'}).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

export default function Testimonials({
  title,
  columns = limits.testimonialColumns,
  id,
}: Props): React.JSX.Element {
  const headingId = useId();
  const {i18n} = useDocusaurusContext();
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        {/* A plain h2: the theme's Heading would add a hash link to a generated id. */}
        <h2 id={headingId} className={styles.title}>
          {title ?? <Translate id="testimonials.title">What Our Customers Say</Translate>}
        </h2>
        <ul
          className={styles.grid}
          style={{'--testimonial-columns': columns} as CSSProperties}>
          {testimonials.map((item) => (
            <QuoteCard
              key={item.id}
              rating={item.rating}
              quote={item.testimonial}
              initials={item.initials}
              name={item.name}
              detail={<time dateTime={item.date}>{formatDate(item.date, i18n.currentLocale)}</time>}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
