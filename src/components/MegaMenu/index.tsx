import React, {useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {limits} from '@site/src/config/site';
import {industryList} from '@site/src/data/industries';
import {solutionsByFunction} from '@site/src/data/navigation';
import {industryPath} from '@site/src/config/ids';
import styles from './styles.module.css';

export type Props = {
  /** Text of the toggle button; the navbar passes the (translated) label from its config. */
  label?: ReactNode;
  /** Render as a disclosure inside the theme's mobile sidebar instead of a dropdown panel. */
  mobile?: boolean;
  /** While true the menu stays closed: e.g. the mobile sidebar opened over the desktop menu. */
  dismissed?: boolean;
  /** Called when a link in the menu is followed (the mobile sidebar closes itself through it). */
  onNavigate?: () => void;
  className?: string;
};

/** Paths under which the 'Solutions' entry counts as the current section. */
const solutionsSection = /\/(solutions|use-cases|industry|industries)(\/|$)/;

/**
 * The 'Solutions' mega menu (SPEC §2 "Header and footer", §4 "Header and menus"): a disclosure
 * button whose panel lists solutions by function and by industry. Links stay in the prerendered
 * HTML (only hidden) so crawlers and no-JS visitors still find them. Styles follow aria-expanded
 * and `hidden`, which the early script also sets, so the menu looks the same before hydration.
 */
export default function MegaMenu({
  label,
  mobile = false,
  dismissed = false,
  onNavigate,
  className,
}: Props): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement & HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const {pathname} = useLocation();

  // Before hydration the header's early script (src/plugins/earlyHeader) opens and closes the
  // menu in the prerendered HTML; take over the state it leaves, before the first paint.
  useLayoutEffect(() => {
    if (buttonRef.current?.getAttribute('aria-expanded') === 'true') setOpen(true);
  }, []);

  // Close on a change only, not on mount, so the state taken over above stays.
  const previous = useRef({pathname, dismissed});
  useEffect(() => {
    const changedPage = previous.current.pathname !== pathname;
    const justDismissed = dismissed && !previous.current.dismissed;
    previous.current = {pathname, dismissed};
    if (changedPage || justDismissed) setOpen(false);
  }, [pathname, dismissed]);

  // The desktop panel floats over the page, so anything outside it dismisses it. In the mobile
  // sidebar the disclosure is part of the list and the sidebar itself owns Escape.
  useEffect(() => {
    if (!open || mobile) return undefined;
    const closeIfOutside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', closeIfOutside);
    document.addEventListener('touchstart', closeIfOutside, {passive: true});
    document.addEventListener('focusin', closeIfOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeIfOutside);
      document.removeEventListener('touchstart', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, mobile]);

  const followLink = () => {
    setOpen(false);
    onNavigate?.();
  };

  const buttonLabel = label ?? translate({id: 'nav.megaMenu.label', message: 'Solutions'});
  const inSection = solutionsSection.test(pathname);

  if (mobile) {
    return (
      <li
        ref={rootRef}
        className={clsx('menu__list-item', !open && 'menu__list-item--collapsed', className)}>
        <button
          ref={buttonRef}
          type="button"
          className={clsx(
            'clean-btn menu__link menu__link--sublist menu__link--sublist-caret',
            inSection && 'menu__link--active',
            styles.mobileTrigger,
          )}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}>
          {buttonLabel}
        </button>
        <div id={panelId} hidden={!open} className={styles.mobilePanel}>
          <MenuGroups variant="mobile" onFollowLink={followLink} />
        </div>
      </li>
    );
  }

  return (
    <div ref={rootRef} className={clsx('navbar__item', styles.megaMenu, className)}>
      <button
        ref={buttonRef}
        type="button"
        className={clsx(
          'clean-btn navbar__link',
          inSection && 'navbar__link--active',
          styles.trigger,
        )}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}>
        {buttonLabel}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={styles.panel}
        style={{maxWidth: limits.megaMenuMaxWidthPx}}>
        <MenuGroups variant="desktop" onFollowLink={followLink} />
      </div>
    </div>
  );
}

type MenuGroupsProps = {variant: 'desktop' | 'mobile'; onFollowLink: () => void};

/** The two link groups, shared by the desktop panel and the mobile disclosure. */
function MenuGroups({variant, onFollowLink}: MenuGroupsProps): React.JSX.Element {
  const idPrefix = useId();
  const desktop = variant === 'desktop';
  const linkClass = desktop ? styles.link : 'menu__link';
  const itemClass = desktop ? undefined : 'menu__list-item';
  const listClass = desktop ? styles.list : 'menu__list';

  return (
    <>
      <div className={styles.group}>
        <p id={`${idPrefix}function`} className={styles.groupHeading}>
          <Translate id="nav.megaMenu.functionHeading">Solutions by Function</Translate>
        </p>
        <ul className={listClass} aria-labelledby={`${idPrefix}function`}>
          {solutionsByFunction.map((item) => {
            const titleId = `${idPrefix}${item.id}-title`;
            const subtitleId = `${idPrefix}${item.id}-subtitle`;
            return (
              <li key={item.id} className={itemClass}>
                {/* The subtitle describes the link rather than lengthening its name. */}
                <Link
                  to={item.href}
                  className={linkClass}
                  aria-labelledby={titleId}
                  aria-describedby={desktop ? subtitleId : undefined}
                  onClick={onFollowLink}>
                  <span id={titleId} className={styles.linkTitle}>
                    {item.title}
                  </span>
                  {desktop && (
                    <span id={subtitleId} className={styles.linkSubtitle}>
                      {item.subtitle}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
      <div className={styles.group}>
        <p id={`${idPrefix}industry`} className={styles.groupHeading}>
          <Translate id="nav.megaMenu.industryHeading">Solutions by Industry</Translate>
        </p>
        <ul
          className={clsx(listClass, desktop && styles.industryList)}
          aria-labelledby={`${idPrefix}industry`}>
          {industryList.map((industry) => (
            <li key={industry.id} className={itemClass}>
              <Link to={industryPath(industry.id)} className={linkClass} onClick={onFollowLink}>
                {industry.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
