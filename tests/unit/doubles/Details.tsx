import React, {type ReactNode} from 'react';

/** Test double of @theme/Details: a native <details>, which keeps the theme's contract. */
export default function Details({
  summary,
  children,
  className,
}: {
  summary?: ReactNode;
  children?: ReactNode;
  className?: string;
}): React.JSX.Element {
  return (
    <details className={className}>
      {summary}
      <div>{children}</div>
    </details>
  );
}
