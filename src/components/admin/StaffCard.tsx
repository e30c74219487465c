/**
 * The pieces every staff card is made of: a titled section with its error (alert) and its
 * progress line (status), and a table that shows loading, empty and filled states alike.
 */
import React, {createContext, useContext, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import styles from './styles.module.css';

/** The heading id of the card a table sits in, which names the table's scrolling box. */
const CardHeading = createContext<string | undefined>(undefined);

export function StaffCard({
  id,
  title,
  error,
  status,
  children,
}: {
  /** Names the heading `${id}-heading`, a link target. */
  id: string;
  title: ReactNode;
  error?: string | null;
  /** Announced politely after an action (null: nothing to say yet; undefined: no status line). */
  status?: string | null;
  children: ReactNode;
}): React.JSX.Element {
  return (
    <CardHeading.Provider value={`${id}-heading`}>
      <section className={styles.card} aria-labelledby={`${id}-heading`}>
        <Heading as="h2" id={`${id}-heading`}>
          {title}
        </Heading>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        {status !== undefined && (
          <p role="status" className={styles.muted}>
            {status}
          </p>
        )}
        {children}
      </section>
    </CardHeading.Provider>
  );
}

export type Column = {header: ReactNode; hidden?: boolean};

export function StaffTable<T>({
  columns,
  rows,
  failed,
  empty,
  rowKey,
  cells,
}: {
  columns: Column[];
  /** null while loading. */
  rows: T[] | null;
  /** Loading failed (the card shows why): no "Loading…" forever. */
  failed?: boolean;
  empty?: ReactNode;
  rowKey(row: T): string | number;
  cells(row: T): ReactNode[];
}): React.JSX.Element | null {
  const heading = useContext(CardHeading);
  if (rows === null) {
    return failed ? null : (
      <p className={styles.muted}>
        <Translate id="admin.loading">Loading…</Translate>
      </p>
    );
  }
  if (rows.length === 0 && empty) return <p>{empty}</p>;
  return (
    // A table wider than a phone scrolls inside this box, which keyboard users must be able to
    // reach to scroll it (WCAG 2.1.1; axe's scrollable-region-focusable): it takes focus and is
    // named after its card.
    <div className={styles.tableWrap} role="group" aria-labelledby={heading} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column.hidden ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {cells(row).map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
