import React, {type ReactNode} from 'react';

export default function BrowserOnly({children}: {children: () => ReactNode}): React.JSX.Element {
  return <>{children()}</>;
}
