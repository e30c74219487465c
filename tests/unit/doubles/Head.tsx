import type {ReactNode} from 'react';

/** Test double of @docusaurus/Head: head tags are checked in browser tests, not here. */
export default function Head(_props: {children?: ReactNode}): null {
  return null;
}
