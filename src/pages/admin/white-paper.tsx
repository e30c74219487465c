import React from 'react';
import {WhitePaperPage} from '@site/src/components/admin';

/** SPEC §2 route table: the same page at /admin/white-paper, declaring /admin-whitepaper canonical. */
export default function AdminWhitePaperAlias(): React.JSX.Element {
  return <WhitePaperPage />;
}
