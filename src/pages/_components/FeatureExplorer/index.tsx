import React, {type CSSProperties, type KeyboardEvent, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  DEFAULT_FEATURE_TAB,
  featureTabs,
  type FeatureTab,
  type FeatureTabId,
} from '@site/src/data/featureTabs';
import Icon from '@site/src/components/Icon';
import {formatPercent} from '@site/src/lib/figures';
import styles from './styles.module.css';

export type Props = {
  defaultTab?: FeatureTabId;
};

function FeaturePanel({tab, locale}: {tab: FeatureTab; locale: string}) {
  const accent = {'--feature-color': tab.color, '--feature-text': tab.textColor} as CSSProperties;
  return (
    <div className={styles.panelBody} style={accent}>
      <div className={styles.panelCopy}>
        <span className={styles.icon}>
          <Icon name={tab.icon} />
        </span>
        <h3 className={styles.panelTitle}>{tab.title}</h3>
        <p className={styles.panelText}>{tab.description}</p>
        <Link className="button button--primary" to={tab.solutionsLink}>
          <Translate id="home.features.learnMore">Learn More</Translate>
          {/* Five links read "Learn More"; the hidden words tell them apart for screen readers. */}
          <span className={styles.srOnly}>
            {' '}
            <Translate id="home.features.learnMoreAbout" values={{title: tab.title}}>
              {'about {title}'}
            </Translate>
          </span>
        </Link>
      </div>
      <div className={styles.stat}>
        <p className={styles.statTitle}>{tab.stats.title}</p>
        <p className={styles.statFigure}>
          <span className={styles.statPercent}>{formatPercent(tab.stats.percent, locale)}</span>{' '}
          <span className={styles.statLabel}>{tab.stats.label}</span>
        </p>
        <p className={styles.statText}>{tab.stats.description}</p>
      </div>
    </div>
  );
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move and select, Home/End jump to the
 * ends, Tab leaves the list for the open panel. Every panel is in the HTML (hidden ones with
 * `hidden`), so crawlers and no-JS readers see all five features.
 */
export default function FeatureExplorer({
  defaultTab = DEFAULT_FEATURE_TAB,
}: Props): React.JSX.Element {
  const baseId = useId();
  const {i18n} = useDocusaurusContext();
  const [selected, setSelected] = useState<FeatureTabId>(defaultTab);
  const tabRefs = useRef<Partial<Record<FeatureTabId, HTMLButtonElement | null>>>({});

  const tabId = (id: FeatureTabId) => `${baseId}-tab-${id}`;
  const panelId = (id: FeatureTabId) => `${baseId}-panel-${id}`;

  function selectAndFocus(index: number) {
    const count = featureTabs.length;
    const tab = featureTabs[(index + count) % count]!;
    setSelected(tab.id);
    tabRefs.current[tab.id]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: featureTabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    selectAndFocus(moves[event.key]!);
  }

  return (
    <section className={styles.section} aria-labelledby={`${baseId}-title`}>
      <div className="container">
        <div className={styles.intro}>
          <h2 id={`${baseId}-title`} className={styles.title}>
            <Translate id="home.features.title">Everything Your AI Agent Can Do</Translate>
          </h2>
          <p className={styles.lead}>
            <Translate id="home.features.lead">
              Explore the capabilities that help teams answer faster, work smarter and grow.
            </Translate>
          </p>
        </div>

        <div
          role="tablist"
          aria-label={translate({id: 'home.features.tablistLabel', message: 'Features'})}
          className={styles.tabList}>
          {featureTabs.map((tab, index) => {
            const isSelected = tab.id === selected;
            return (
              <button
                key={tab.id}
                ref={(node) => {
                  tabRefs.current[tab.id] = node;
                }}
                type="button"
                role="tab"
                id={tabId(tab.id)}
                aria-selected={isSelected}
                aria-controls={panelId(tab.id)}
                tabIndex={isSelected ? 0 : -1}
                className={clsx(styles.tab, isSelected && styles.tabSelected)}
                onClick={() => setSelected(tab.id)}
                onKeyDown={(event) => handleKeyDown(event, index)}>
                <span className={styles.tabIcon}>
                  <Icon name={tab.icon} />
                </span>
                {tab.title}
              </button>
            );
          })}
        </div>

        {featureTabs.map((tab) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(tab.id)}
            aria-labelledby={tabId(tab.id)}
            hidden={tab.id !== selected}
            tabIndex={0}
            className={styles.panel}>
            <FeaturePanel tab={tab} locale={i18n.currentLocale} />
          </div>
        ))}
      </div>
    </section>
  );
}
