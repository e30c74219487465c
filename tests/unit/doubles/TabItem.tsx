import React, {type ReactNode} from 'react';

/** Test double of @theme/TabItem: a labelled panel. */
export default function TabItem({
  label,
  value,
  children,
}: {
  label?: string;
  value: string;
  children?: ReactNode;
}): React.JSX.Element {
  return (
    <div role="tabpanel" aria-label={label ?? value} data-value={value}>
      {children}
    </div>
  );
}
