import React, {type ReactNode} from 'react';

export type TabsProps = {children: ReactNode; queryString?: string | boolean; defaultValue?: string; groupId?: string};

/** The props of the last rendered Tabs, for tests that check its configuration. */
export const lastTabsProps: {current?: TabsProps} = {};

/** Test double of @theme/Tabs: every panel rendered (the theme's own tabs are tested upstream). */
export default function Tabs(props: TabsProps): React.JSX.Element {
  lastTabsProps.current = props;
  (globalThis as {tabsProps?: unknown}).tabsProps = props;
  return <div data-testid="tabs">{props.children}</div>;
}
