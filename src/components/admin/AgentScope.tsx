/**
 * The agent filter and the "Agent" column of Chat Logs and Settings' API keys (issue 20 §3):
 * the docs' sandboxes are kept out of those lists unless staff ask for them.
 */
import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {agentScopes, type AgentRef, type AgentScope} from '@site/src/lib/staff/agents';
import {SelectField} from './fields';
import styles from './styles.module.css';

function scopeText(scope: AgentScope): string {
  switch (scope) {
    case 'site':
      return translate({id: 'admin.agents.scopeSite', message: 'Site and staff agents'});
    case 'sandbox':
      return translate({id: 'admin.agents.scopeSandbox', message: 'Docs sandboxes'});
    case 'all':
      return translate({id: 'admin.agents.scopeAll', message: 'All agents'});
  }
}

export function AgentScopeField({id, value, onChange}: {id: string; value: AgentScope; onChange(scope: AgentScope): void}): React.JSX.Element {
  return (
    <SelectField
      id={id}
      label={translate({id: 'admin.agents.scopeLabel', message: 'Agents'})}
      value={value}
      options={agentScopes.map((scope) => ({value: scope, label: scopeText(scope)}))}
      onChange={(scope) => onChange(scope as AgentScope)}
    />
  );
}

export function agentColumn() {
  return {header: <Translate id="admin.agents.column">Agent</Translate>};
}

/** The agent's name, and a mark on a sandbox's (it is deleted after a day, with its rows). */
export function AgentName({agent}: {agent: AgentRef}): React.JSX.Element {
  return (
    <span className={styles.agentName}>
      {agent.name}
      {agent.sandbox && (
        <>
          {' '}
          <span className={styles.sandboxTag}>
            <Translate id="admin.agents.sandboxTag">sandbox</Translate>
          </span>
        </>
      )}
    </span>
  );
}
