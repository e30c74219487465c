/**
 * The frame of every staff page: the theme's Layout (navbar, footer, dark mode), kept out of
 * search engines, the staff navigation, and the page's content once the session is confirmed.
 * Until then it says what it is doing; if the server cannot be reached it says so with a retry.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Translate from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {StaffNav} from './StaffNav';
import {StaffSessionProvider} from './StaffSession';
import styles from './styles.module.css';

export type StaffShellProps = {
  title: string;
  /** The page's own path (from ids.ts staffPaths), to mark it current in the navigation. */
  page: string;
  children: ReactNode;
};

export function StaffHead({title}: {title: string}): React.JSX.Element {
  return (
    <Head>
      <title>{title}</title>
      <meta name="robots" content="noindex, nofollow" />
    </Head>
  );
}

function NoScript(): React.JSX.Element {
  return (
    <noscript>
      <p className={styles.notice}>
        <Translate id="admin.noscript">The staff area needs JavaScript. Please turn it on and reload the page.</Translate>
      </p>
    </noscript>
  );
}

export function StaffShell({title, page, children}: StaffShellProps): React.JSX.Element {
  return (
    <Layout title={title}>
      <StaffHead title={title} />
      <StaffSessionProvider>
        {(state) => (
          <div className={styles.shell}>
            {state.status === 'ready' && (
              <StaffNav current={page} email={state.value.session.account.email} onLogout={() => void state.value.logout()} />
            )}
            <main className={styles.main}>
              <Heading as="h1">{title}</Heading>
              <NoScript />
              {state.status === 'checking' && (
                <p role="status" className={styles.notice}>
                  <Translate id="admin.session.checking">Checking your session…</Translate>
                </p>
              )}
              {state.status === 'unreachable' && (
                <div role="alert" className={styles.notice}>
                  <p>
                    <Translate id="admin.session.unreachable">
                      The server could not be reached. Check your connection and try again.
                    </Translate>
                  </p>
                  <button type="button" className="button button--primary" onClick={state.retry}>
                    <Translate id="admin.session.retry">Try again</Translate>
                  </button>
                </div>
              )}
              {state.status === 'ready' && children}
            </main>
          </div>
        )}
      </StaffSessionProvider>
    </Layout>
  );
}
