/** Test double of @docusaurus/Translate: renders the English message with its values. */
import React, {type ReactNode} from 'react';

type Values = Record<string, ReactNode>;

function interpolate(message: string, values?: Values): ReactNode {
  if (!values) return message;
  const parts = message.split(/(\{\w+\})/g).map((part, i) => {
    const key = /^\{(\w+)\}$/.exec(part)?.[1];
    return key && key in values ? <React.Fragment key={i}>{values[key]}</React.Fragment> : part;
  });
  return parts.every((p) => typeof p === 'string') ? parts.join('') : <>{parts}</>;
}

export function translate(
  {message}: {message: string; id?: string; description?: string},
  values?: Record<string, string | number>,
): string {
  return message.replace(/\{(\w+)\}/g, (all, key: string) =>
    values && key in values ? String(values[key]) : all,
  );
}

export default function Translate({
  children,
  values,
}: {
  children: string;
  id?: string;
  description?: string;
  values?: Values;
}): React.JSX.Element {
  return <>{interpolate(children, values)}</>;
}
