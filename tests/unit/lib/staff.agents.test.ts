/** The agent filter of Chat Logs and API keys (issue 20 §3): one rule for the server's ?agents= and the pages. */
import {agentScopeParam, agentScopes, defaultAgentScope, isAgentScope} from '@site/src/lib/staff/agents';

test.each(agentScopes)('%s is a scope', (scope) => {
  expect(isAgentScope(scope)).toBe(true);
});

test.each([['sandboxes'], ['SITE'], [''], [' site'], ['agt_site'], [undefined], [null], [1], [['site']]])('%j is not', (value) => {
  expect(isAgentScope(value)).toBe(false);
});

test('the default scope (site and staff agents) is left out of the query; the others are named', () => {
  expect(defaultAgentScope).toBe('site');
  expect(agentScopeParam(undefined)).toEqual({});
  expect(agentScopeParam('site')).toEqual({});
  expect(agentScopeParam('sandbox')).toEqual({agents: 'sandbox'});
  expect(agentScopeParam('all')).toEqual({agents: 'all'});
});
