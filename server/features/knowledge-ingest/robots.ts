/**
 * robots.txt (RFC 9309) for our knowledge fetcher: the group naming our product token, else the
 * `*` group; the longest matching Allow or Disallow rule wins (Allow on a tie); `*` and `$` in
 * paths. An unreachable robots.txt (5xx, no answer) means nothing may be fetched; a missing one
 * (4xx) means everything may.
 */

/** Named in every request's User-Agent and matched against robots.txt groups. */
export const robotsToken = 'AgentWorks-KnowledgeFetcher';
export const userAgent = `${robotsToken}/1.0 (+knowledge import of an AgentWorks agent)`;

type Rule = {allow: boolean; path: string};
export type RobotsRules = {rules: Rule[]} | 'allowAll' | 'disallowAll';

export function parseRobots(text: string, token = robotsToken): Rule[] {
  const groups: {agents: string[]; rules: Rule[]}[] = [];
  let current: {agents: string[]; rules: Rule[]} | undefined;
  let lastWasAgent = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const field = match[1].toLowerCase();
    const value = match[2].trim();
    if (field === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = {agents: [], rules: []};
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
    } else if ((field === 'allow' || field === 'disallow') && current) {
      lastWasAgent = false;
      // An empty Disallow allows everything: it is no rule.
      if (value) current.rules.push({allow: field === 'allow', path: value});
    } else {
      lastWasAgent = false;
    }
  }
  const ours = groups.filter((group) => group.agents.includes(token.toLowerCase()));
  const chosen = ours.length > 0 ? ours : groups.filter((group) => group.agents.includes('*'));
  return chosen.flatMap((group) => group.rules);
}

function ruleMatches(rulePath: string, path: string): boolean {
  const anchored = rulePath.endsWith('$');
  const pattern = (anchored ? rulePath.slice(0, -1) : rulePath)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${pattern}${anchored ? '$' : ''}`).test(path);
}

/** Whether `pathAndQuery` ("/docs/a?x=1") may be fetched under `robots`. */
export function robotsAllow(robots: RobotsRules, pathAndQuery: string): boolean {
  if (robots === 'allowAll') return true;
  if (robots === 'disallowAll') return false;
  let best: Rule | undefined;
  for (const rule of robots.rules) {
    if (!ruleMatches(rule.path, pathAndQuery)) continue;
    if (!best || rule.path.length > best.path.length || (rule.path.length === best.path.length && rule.allow)) best = rule;
  }
  return best?.allow ?? true;
}
