/**
 * Users: what the list shows. Search, source and days are applied together with the button (or
 * Enter), so the server is asked once per change of mind rather than once per key press.
 */
import React, {useState, type FormEvent} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import fieldStyles from '@site/src/css/formFields.module.css';
import {DayField, Field, SelectField} from '../fields';
import {
  contactSearchMaxLength,
  contactSources,
  type ContactQuery,
  type ContactSortKey,
  type ContactSource,
  type SortOrder,
} from '@site/src/lib/staff/contacts';
import {sourceLabel} from './labels';
import styles from '../styles.module.css';

export type ContactFilter = Required<Pick<ContactQuery, 'sort' | 'order'>> & Omit<ContactQuery, 'sort' | 'order' | 'page' | 'limit'>;

export const defaultFilter: ContactFilter = {sort: 'lastContact', order: 'desc'};

export function ContactFilters({onApply}: {onApply(filter: ContactFilter): void}): React.JSX.Element {
  const [draft, setDraft] = useState<ContactFilter>(defaultFilter);
  const set = (change: Partial<ContactFilter>) => setDraft((current) => ({...current, ...change}));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A new object each time: showing the same filter again reloads the list.
    onApply({...draft});
  };
  const reset = () => {
    setDraft(defaultFilter);
    onApply(defaultFilter);
  };

  return (
    <form
      role="search"
      className={styles.stack}
      onSubmit={submit}
      aria-label={translate({id: 'admin.users.filters.label', message: 'Find people'})}>
      <div className={styles.usersFilters}>
        <Field id="users-search" label={translate({id: 'admin.users.filters.search', message: 'Name, e-mail or company'})}>
          <input
            id="users-search"
            type="search"
            className={fieldStyles.input}
            value={draft.q ?? ''}
            maxLength={contactSearchMaxLength}
            onChange={(event) => set({q: event.target.value})}
          />
        </Field>
        <SelectField
          id="users-source"
          label={translate({id: 'admin.users.filters.source', message: 'Source'})}
          value={draft.source ?? ''}
          options={[
            {value: '', label: translate({id: 'admin.users.filters.allSources', message: 'All sources'})},
            ...contactSources.map((source) => ({value: source, label: sourceLabel(source)})),
          ]}
          onChange={(source) => set({source: (source || undefined) as ContactSource | undefined})}
        />
        <DayField id="users-from" label={translate({id: 'admin.users.filters.from', message: 'From (day)'})} value={draft.from} max={draft.to} onChange={(from) => set({from})} />
        <DayField id="users-to" label={translate({id: 'admin.users.filters.to', message: 'To (day)'})} value={draft.to} min={draft.from} onChange={(to) => set({to})} />
        <SelectField
          id="users-sort"
          label={translate({id: 'admin.users.filters.sort', message: 'Sort by'})}
          value={draft.sort}
          options={[
            {value: 'lastContact', label: translate({id: 'admin.users.sort.lastContact', message: 'Last contact'})},
            {value: 'email', label: translate({id: 'admin.field.email', message: 'E-mail'})},
            {value: 'name', label: translate({id: 'admin.users.sort.name', message: 'Name'})},
          ]}
          onChange={(sort) => set({sort: sort as ContactSortKey})}
        />
        <SelectField
          id="users-order"
          label={translate({id: 'admin.users.filters.order', message: 'Order'})}
          value={draft.order}
          options={[
            {value: 'desc', label: translate({id: 'admin.users.order.desc', message: 'Descending (newest, Z to A)'})},
            {value: 'asc', label: translate({id: 'admin.users.order.asc', message: 'Ascending (oldest, A to Z)'})},
          ]}
          onChange={(order) => set({order: order as SortOrder})}
        />
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary">
          <Translate id="admin.users.filters.apply">Show people</Translate>
        </button>
        <button type="button" className="button button--secondary" onClick={reset}>
          <Translate id="admin.users.filters.reset">Clear filters</Translate>
        </button>
      </div>
    </form>
  );
}
