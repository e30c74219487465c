import type {ReactNode} from 'react';
import {createPortal} from 'react-dom';

/** Test double of @docusaurus/Head: renders the tags into document.head so tests can read them. */
export default function Head({children}: {children?: ReactNode}) {
  return createPortal(children, document.head);
}
