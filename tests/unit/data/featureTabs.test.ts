import {DEFAULT_FEATURE_TAB, featureTabs, type FeatureTab} from '@site/src/data/featureTabs';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const HEX = /^#[0-9a-f]{6}$/i;

function problemsOf(tab: FeatureTab): string[] {
  const problems: string[] = [];
  const where = `featureTabs entry "${tab.id}"`;
  for (const [field, value] of Object.entries({
    title: tab.title,
    description: tab.description,
    'stats.title': tab.stats.title,
    'stats.label': tab.stats.label,
    'stats.description': tab.stats.description,
  })) {
    if (!value.trim()) problems.push(`${where}: ${field} is empty; write the copy.`);
  }
  if (!Number.isInteger(tab.stats.percent) || tab.stats.percent < 0 || tab.stats.percent > 100) {
    problems.push(`${where}: stats.percent must be a whole number from 0 to 100.`);
  }
  if (!HEX.test(tab.color) || !HEX.test(tab.textColor)) {
    problems.push(`${where}: color and textColor must be 6-digit hex colors like #1e40af.`);
  } else if (contrast(tab.color, tab.textColor) < 4.5) {
    problems.push(
      `${where}: textColor ${tab.textColor} on ${tab.color} has contrast ${contrast(tab.color, tab.textColor).toFixed(2)}:1; pick a pair of at least 4.5:1 (WCAG AA).`,
    );
  }
  if (!tab.solutionsLink.startsWith('/solutions/')) {
    problems.push(`${where}: solutionsLink must point at a /solutions/... page.`);
  }
  return problems;
}

describe('featureTabs', () => {
  it('has the five SPEC tabs in order', () => {
    expect(featureTabs.map((tab) => tab.id)).toEqual([
      'ai-assistants',
      'natural-language',
      'automation',
      'integration',
      'analytics',
    ]);
  });

  it('opens on ai-assistants, since the spec default "monitoring" is not a tab', () => {
    expect(featureTabs.some((tab) => tab.id === DEFAULT_FEATURE_TAB)).toBe(true);
    expect(DEFAULT_FEATURE_TAB).toBe('ai-assistants');
  });

  it.each(featureTabs.map((tab) => [tab.id, tab] as const))(
    '%s is complete and readable',
    (_id, tab) => {
      expect(problemsOf(tab)).toEqual([]);
    },
  );

  it('links every tab to its solution page', () => {
    expect(Object.fromEntries(featureTabs.map((tab) => [tab.id, tab.solutionsLink]))).toEqual({
      'ai-assistants': '/solutions/ai-assistants',
      'natural-language': '/solutions/natural-language-processing',
      automation: '/solutions/workflow-automation',
      integration: '/solutions/seamless-integration',
      analytics: '/solutions/advanced-analytics',
    });
  });
});
