import {translate} from '@docusaurus/Translate';
import {useCaseRoutes} from '@site/src/config/ids';
import type {IconName} from '@site/src/data/industryContent/types';

/** SPEC §2 "Home page": the feature explorer's tabs, in display order. */
export type FeatureTabId =
  | 'ai-assistants'
  | 'natural-language'
  | 'automation'
  | 'integration'
  | 'analytics';

/** Which of the explorer's inline icons a tab shows. */
export type FeatureIcon = Extract<IconName, 'assistant' | 'language' | 'workflow' | 'plug' | 'chart'>;

/** SPEC §3 "Feature tab". */
export type FeatureTab = {
  id: FeatureTabId;
  title: string;
  description: string;
  icon: FeatureIcon;
  /** Tint behind the icon and the figure, in light and dark mode alike. */
  color: string;
  /** Text and icon color on `color`; the data test holds the pair to WCAG AA (4.5:1). */
  textColor: string;
  stats: {
    title: string;
    /** Whole percent, 0-100. */
    percent: number;
    label: string;
    description: string;
  };
  /** The tab's solution page ('Learn More'). */
  solutionsLink: string;
};

/**
 * The spec names "monitoring" as the default tab, which is none of the five ids; the first tab
 * (ai-assistants) is the default instead.
 */
export const DEFAULT_FEATURE_TAB: FeatureTabId = 'ai-assistants';

// Figures come from SPEC §9 "Marketing figures".
export const featureTabs: readonly FeatureTab[] = [
  {
    id: 'ai-assistants',
    title: translate({id: 'home.features.aiAssistants.title', message: 'AI Assistants'}),
    description: translate({
      id: 'home.features.aiAssistants.description',
      message:
        'Agents that answer from your private knowledge base, around the clock, and hand the conversation to a person whenever a human touch is needed.',
    }),
    icon: 'assistant',
    color: '#dbeafe',
    textColor: '#1e40af',
    stats: {
      title: translate({id: 'home.features.aiAssistants.stats.title', message: 'Resolution rate'}),
      percent: 85,
      label: translate({
        id: 'home.features.aiAssistants.stats.label',
        message: 'of inquiries resolved',
      }),
      description: translate({
        id: 'home.features.aiAssistants.stats.description',
        message: 'Customers get a complete answer without waiting in a queue.',
      }),
    },
    solutionsLink: useCaseRoutes['customer-support'].alias,
  },
  {
    id: 'natural-language',
    title: translate({
      id: 'home.features.naturalLanguage.title',
      message: 'Natural Language Processing',
    }),
    description: translate({
      id: 'home.features.naturalLanguage.description',
      message:
        'Understands intent, context and tone in over 100 languages, so every customer can ask in their own words and their own language.',
    }),
    icon: 'language',
    color: '#ede9fe',
    textColor: '#5b21b6',
    stats: {
      title: translate({
        id: 'home.features.naturalLanguage.stats.title',
        message: 'Routine inquiries automated',
      }),
      percent: 80,
      label: translate({
        id: 'home.features.naturalLanguage.stats.label',
        message: 'of routine inquiries handled automatically',
      }),
      description: translate({
        id: 'home.features.naturalLanguage.stats.description',
        message: 'Your team keeps its time for the questions that need judgement.',
      }),
    },
    solutionsLink: useCaseRoutes['documentation'].alias,
  },
  {
    id: 'automation',
    title: translate({id: 'home.features.automation.title', message: 'Workflow Automation'}),
    description: translate({
      id: 'home.features.automation.description',
      message:
        'Turns repetitive processes such as invoice handling, onboarding and compliance checks into automated workflows that run without errors.',
    }),
    icon: 'workflow',
    color: '#dcfce7',
    textColor: '#166534',
    stats: {
      title: translate({id: 'home.features.automation.stats.title', message: 'Faster processing'}),
      percent: 90,
      label: translate({
        id: 'home.features.automation.stats.label',
        message: 'faster processing',
      }),
      description: translate({
        id: 'home.features.automation.stats.description',
        message: 'Up to 90% faster: automated steps finish in minutes instead of days.',
      }),
    },
    solutionsLink: useCaseRoutes['process-automation'].alias,
  },
  {
    id: 'integration',
    title: translate({id: 'home.features.integration.title', message: 'Seamless Integration'}),
    description: translate({
      id: 'home.features.integration.description',
      message:
        'Add the agent to your website with one snippet, connect it to your CRM, or build on the API, and reach over 3,000 apps through Zapier.',
    }),
    icon: 'plug',
    color: '#ffedd5',
    textColor: '#9a3412',
    stats: {
      title: translate({id: 'home.features.integration.stats.title', message: 'Time saved'}),
      percent: 85,
      label: translate({
        id: 'home.features.integration.stats.label',
        message: 'less manual work',
      }),
      description: translate({
        id: 'home.features.integration.stats.description',
        message: 'Up to 85% less time on manual work, as data flows between your tools by itself.',
      }),
    },
    solutionsLink: '/solutions/seamless-integration',
  },
  {
    id: 'analytics',
    title: translate({id: 'home.features.analytics.title', message: 'Advanced Analytics'}),
    description: translate({
      id: 'home.features.analytics.description',
      message:
        'See what customers ask, how the agent answers and where people step in, and use those insights to improve service and cut costs.',
    }),
    icon: 'chart',
    color: '#fce7f3',
    textColor: '#9d174d',
    stats: {
      title: translate({id: 'home.features.analytics.stats.title', message: 'Cost reduction'}),
      percent: 70,
      label: translate({
        id: 'home.features.analytics.stats.label',
        message: 'lower support costs',
      }),
      description: translate({
        id: 'home.features.analytics.stats.description',
        message: 'Up to 70% lower costs, with reports that show where automation pays off most.',
      }),
    },
    solutionsLink: useCaseRoutes['scheduling'].alias,
  },
];
