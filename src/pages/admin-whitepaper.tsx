import React from 'react';
import {WhitePaperPage} from '@site/src/components/admin';

export default function AdminWhitePaper(): React.JSX.Element {
  return <WhitePaperPage />;
}
