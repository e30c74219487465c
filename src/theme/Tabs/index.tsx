/**
 * The theme's Tabs, ejected for one change: it no longer remounts every tab set right after
 * hydration. The theme does that (`key={String(isBrowser)}`, facebook/docusaurus#5653) so a tab
 * chosen by query string or storage shows; but the first render already selects the default
 * value, as the server did, and useTabsContextValue applies the reader's choice in a layout
 * effect, so the remount only re-created the whole tab content. On the API reference overview,
 * whose content is one tab set, that was ~4,000 elements thrown away and built again on every
 * load (issue 18: the page's long tasks and its Lighthouse score).
 */
import React, {type KeyboardEvent, type FocusEvent, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

type TabEvent = FocusEvent<HTMLLIElement> | MouseEvent<HTMLLIElement> | KeyboardEvent<HTMLLIElement>;

function TabList({className}: {className?: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (event: TabEvent) => {
    const newTab = event.currentTarget;
    const newTabValue = tabValues[tabRefs.indexOf(newTab)]!.value;
    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null = null;
    switch (event.key) {
      case 'Enter':
        handleTabChange(event);
        break;
      case 'ArrowRight':
        focusElement = tabRefs[tabRefs.indexOf(event.currentTarget) + 1] ?? tabRefs[0]!;
        break;
      case 'ArrowLeft':
        focusElement = tabRefs[tabRefs.indexOf(event.currentTarget) - 1] ?? tabRefs[tabRefs.length - 1]!;
        break;
      default:
        break;
    }
    focusElement?.focus();
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}) => (
        <li
          role="tab"
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {
            'tabs__item--active': selectedValue === value,
          })}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
        {/* The theme puts className on the tab list, not on the container. */}
        <TabList className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
      </div>
    </TabsProvider>
  );
}
