import React, {type ReactNode} from 'react';

export default function Layout({children}: {children?: ReactNode}): React.JSX.Element {
  return <main>{children}</main>;
}
