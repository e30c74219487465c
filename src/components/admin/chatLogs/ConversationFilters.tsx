/** Chat Logs: which conversations to show (days, locale, agents, and the three things staff look for). */
import React, {useState, type FormEvent} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {defaultAgentScope} from '@site/src/lib/staff/agents';
import {AgentScopeField} from '../AgentScope';
import {DayField, SelectField} from '../fields';
import styles from '../styles.module.css';
import type {ConversationFilter} from './types';

type Flag = 'handedOff' | 'withoutSources' | 'ratedDown';

function flagLabel(flag: Flag): string {
  switch (flag) {
    case 'handedOff':
      return translate({id: 'admin.chatLogs.filters.handedOff', message: 'Handed off to sales'});
    case 'withoutSources':
      return translate({id: 'admin.chatLogs.filters.withoutSources', message: 'Answered without sources'});
    case 'ratedDown':
      return translate({id: 'admin.chatLogs.filters.ratedDown', message: 'Rated down'});
  }
}

export function ConversationFilters({onApply}: {onApply(filter: ConversationFilter): void}): React.JSX.Element {
  const [draft, setDraft] = useState<ConversationFilter>({});
  const set = (change: Partial<ConversationFilter>) => setDraft((current) => ({...current, ...change}));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({...draft});
  };
  return (
    <form
      role="search"
      className={styles.stack}
      onSubmit={submit}
      aria-label={translate({id: 'admin.chatLogs.filters.label', message: 'Find conversations'})}>
      <div className={styles.usersFilters}>
        <DayField id="chat-from" label={translate({id: 'admin.chatLogs.filters.from', message: 'From (day)'})} value={draft.from} max={draft.to} onChange={(from) => set({from})} />
        <DayField id="chat-to" label={translate({id: 'admin.chatLogs.filters.to', message: 'To (day)'})} value={draft.to} min={draft.from} onChange={(to) => set({to})} />
        <SelectField
          id="chat-locale"
          label={translate({id: 'admin.chatLogs.filters.locale', message: 'Language'})}
          value={draft.locale ?? ''}
          options={[
            {value: '', label: translate({id: 'admin.chatLogs.filters.allLocales', message: 'All languages'})},
            {value: 'en', label: 'English'},
            {value: 'es', label: 'Español'},
          ]}
          onChange={(locale) => set({locale: (locale || undefined) as ConversationFilter['locale']})}
        />
        <AgentScopeField id="chat-agents" value={draft.agents ?? defaultAgentScope} onChange={(agents) => set({agents})} />
      </div>
      <fieldset className={styles.chatFlags}>
        <legend className="sr-only">
          <Translate id="admin.chatLogs.filters.only">Only conversations that were</Translate>
        </legend>
        {(['handedOff', 'withoutSources', 'ratedDown'] as const).map((flag) => (
          <label key={flag} className={styles.chatFlag}>
            <input type="checkbox" checked={Boolean(draft[flag])} onChange={(event) => set({[flag]: event.target.checked})} />{' '}
            {flagLabel(flag)}
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary">
          <Translate id="admin.chatLogs.filters.apply">Show conversations</Translate>
        </button>
      </div>
    </form>
  );
}

export {flagLabel};
