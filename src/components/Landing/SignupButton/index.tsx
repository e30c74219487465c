import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {revealAndFocus} from '@site/src/components/LeadForm';
import styles from './styles.module.css';

/** The landing page's anchor for the lead form and the heading that takes focus there. */
export const signupSectionId = 'signup';
export const signupHeadingId = 'signup-heading';

export function scrollToSignup(): void {
  const section = document.getElementById(signupSectionId);
  if (section) revealAndFocus(section, document.getElementById(signupHeadingId));
}

export type Props = {
  children: ReactNode;
  /** White on the brand gradient (the landing hero and closing band). */
  onBrand?: boolean;
  className?: string;
};

/**
 * A real button (it acts on the page, it does not navigate): scrolls smoothly to the signup
 * section and moves focus to its heading so keyboard and screen-reader users land there too.
 */
export default function SignupButton({children, onBrand = false, className}: Props): React.JSX.Element {
  return (
    <button
      type="button"
      className={clsx('button button--primary button--lg', onBrand && styles.onBrand, className)}
      onClick={scrollToSignup}>
      {children}
    </button>
  );
}
