import React, {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

export type CallToActionLink = {
  label: string;
  /** A site path, or an absolute URL that opens in a new tab. */
  to: string;
  primary?: boolean;
};

export type Props = {
  title: ReactNode;
  description: ReactNode;
  actions: readonly CallToActionLink[];
  className?: string;
};

export function isExternal(to: string): boolean {
  return /^https?:\/\//.test(to);
}

/** A link button; external targets open in a new tab and say so to screen readers. */
export function ActionLink({label, to, primary}: CallToActionLink): React.JSX.Element {
  const className = clsx('button button--lg', primary ? 'button--primary' : 'button--secondary');
  if (!isExternal(to)) {
    return (
      <Link className={className} to={to}>
        {label}
      </Link>
    );
  }
  return (
    <Link className={className} href={to} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="sr-only">
        {' '}
        <Translate id="industry.common.opensInNewTab">(opens in a new tab)</Translate>
      </span>
    </Link>
  );
}

/** The closing call to action of a page; kept out of search snippets (SPEC §9). */
export default function CallToAction({title, description, actions, className}: Props): React.JSX.Element {
  const headingId = useId();
  return (
    <section className={clsx(styles.cta, className)} aria-labelledby={headingId} data-nosnippet="">
      <div className={clsx('container', styles.inner)}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <p className={styles.description}>{description}</p>
        <div className={styles.actions}>
          {actions.map((action) => (
            <ActionLink key={action.label} {...action} />
          ))}
        </div>
      </div>
    </section>
  );
}
