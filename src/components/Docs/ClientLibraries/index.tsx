import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {clientLibraries} from './libraries';
import styles from './styles.module.css';

function ExternalLink({href, children}: {href: string; children: ReactNode}): ReactNode {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only">
        {' '}
        <Translate id="docs.common.opensInNewTab">(opens in a new tab)</Translate>
      </span>
    </a>
  );
}

/** The six official libraries with version, runtime minimum, install line and links. */
export default function ClientLibraries(): ReactNode {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="docs.clientLibraries.language">Language</Translate>
            </th>
            <th scope="col">
              <Translate id="docs.clientLibraries.version">Version</Translate>
            </th>
            <th scope="col">
              <Translate id="docs.clientLibraries.requires">Requires</Translate>
            </th>
            <th scope="col">
              <Translate id="docs.clientLibraries.install">Install</Translate>
            </th>
            <th scope="col">
              <Translate id="docs.clientLibraries.links">Links</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {clientLibraries.map((library) => (
            <tr key={library.id}>
              <th scope="row">{library.language}</th>
              <td>{library.version}</td>
              <td>{library.runtime}</td>
              <td>
                <code className={styles.install}>{library.install}</code>
              </td>
              <td>
                <ul className={styles.links}>
                  <li>
                    <ExternalLink href={library.registry.url}>{library.registry.name}</ExternalLink>
                  </li>
                  <li>
                    <ExternalLink href={library.repositoryUrl}>
                      <Translate id="docs.clientLibraries.repository">Repository</Translate>
                    </ExternalLink>
                  </li>
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
