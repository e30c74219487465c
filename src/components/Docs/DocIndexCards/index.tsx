import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {
  useCurrentSidebarSiblings,
  useDoc,
  useDocById,
} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import styles from './styles.module.css';

function DocIndexCard({item}: {item: PropSidebarItemLink}): ReactNode {
  const doc = useDocById(item.docId ?? undefined);
  return (
    <li className={styles.item}>
      <Link to={item.href} className={styles.card}>
        <Heading as="h2" className={styles.title}>
          {item.label}
        </Heading>
        {doc?.description && <p className={styles.description}>{doc.description}</p>}
      </Link>
    </li>
  );
}

/**
 * Cards to every other page of the current docs sidebar, with each page's description. Read from
 * the sidebar rather than hard-coded, so each version and locale links to its own pages.
 */
export default function DocIndexCards(): ReactNode {
  const siblings = useCurrentSidebarSiblings();
  const {metadata} = useDoc();
  const pages = siblings.filter(
    (item): item is PropSidebarItemLink => item.type === 'link' && item.docId !== metadata.id,
  );
  return (
    <ul className={styles.grid}>
      {pages.map((item) => (
        <DocIndexCard key={item.href} item={item} />
      ))}
    </ul>
  );
}
