import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

export type Props = {
  /** SPEC §2: both labels lead to /solutions. */
  variant?: 'solutions' | 'industries';
  className?: string;
};

export default function BackLink({variant = 'solutions', className}: Props): React.JSX.Element {
  return (
    <Link to="/solutions" className={clsx(styles.back, className)}>
      <span aria-hidden="true">← </span>
      {variant === 'solutions' ? (
        <Translate id="industry.common.backToSolutions">Back to Solutions</Translate>
      ) : (
        <Translate id="industry.common.backToAllIndustries">Back to All Industries</Translate>
      )}
    </Link>
  );
}
