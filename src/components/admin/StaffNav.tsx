/**
 * SPEC §2 admin navigation: Traffic, Chat Logs, Users, View Site, Settings, Logout. A page is
 * listed once it exists (the site never links to a page that answers 404).
 */
import React from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {staffPaths} from '@site/src/config/ids';
import styles from './styles.module.css';

type NavItem = {to: string; label: string};

function navItems(): NavItem[] {
  return [
    {to: staffPaths.dashboard, label: translate({id: 'admin.nav.traffic', message: 'Traffic'})},
    {to: staffPaths.chatLogs, label: translate({id: 'admin.nav.chatLogs', message: 'Chat Logs'})},
    {to: staffPaths.users, label: translate({id: 'admin.nav.users', message: 'Users'})},
    // Not in SPEC §2's list; placed after Users, before leaving the staff area.
    {to: staffPaths.whitePaper, label: translate({id: 'admin.nav.whitePaper', message: 'White Paper'})},
    {to: '/', label: translate({id: 'admin.nav.viewSite', message: 'View Site'})},
    {to: staffPaths.settings, label: translate({id: 'admin.nav.settings', message: 'Settings'})},
  ];
}

/** The staff bar: the pages, then who is signed in and Logout. */
export function StaffNav({current, email, onLogout}: {current: string; email: string; onLogout(): void}): React.JSX.Element {
  return (
    <nav className={styles.nav} aria-label={translate({id: 'admin.nav.label', message: 'Staff area'})}>
      <ul className={styles.navList}>
        {navItems().map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={styles.navLink}
              aria-current={current === item.to ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
        <li className={styles.navAccount}>
          <Translate id="admin.nav.signedInAs" values={{email: <strong className={styles.breakAnywhere}>{email}</strong>}}>
            {'Signed in as {email}'}
          </Translate>
        </li>
        <li>
          <button type="button" className="button button--secondary button--sm" onClick={onLogout}>
            <Translate id="admin.nav.logout">Logout</Translate>
          </button>
        </li>
      </ul>
    </nav>
  );
}
