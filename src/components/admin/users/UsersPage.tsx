/**
 * /admin-users: everyone who reached us through a form, merged by e-mail (issue 11 §2). The
 * list and one person's detail take turns; `?email=` opens a person directly (a link to share).
 */
import React, {useCallback, useState} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import {staffPaths} from '@site/src/config/ids';
import {StaffCard} from '../StaffCard';
import {StaffShell} from '../StaffShell';
import {ContactDetail} from './ContactDetail';
import {ContactFilters, defaultFilter, type ContactFilter} from './ContactFilters';
import {ContactList} from './ContactList';

function UsersBrowser(): React.JSX.Element {
  const history = useHistory();
  const {search} = useLocation();
  const [filter, setFilter] = useState<ContactFilter>(defaultFilter);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(() => new URLSearchParams(search).get('email'));
  const [notice, setNotice] = useState<string | null>(null);

  const show = useCallback(
    (email: string | null) => {
      setOpen(email);
      history.replace({search: email ? `?email=${encodeURIComponent(email)}` : ''});
    },
    [history],
  );

  const apply = (next: ContactFilter) => {
    setNotice(null);
    setFilter(next);
    setPage(1);
  };

  if (open) {
    return (
      <ContactDetail
        email={open}
        onClose={() => {
          setNotice(null);
          show(null);
        }}
        onErased={(email) => {
          setNotice(translate({id: 'admin.users.erased', message: 'Everything about {email} was erased.'}, {email}));
          show(null);
        }}
      />
    );
  }
  return (
    <>
      <StaffCard id="users-filters" title={<Translate id="admin.users.filtersTitle">Filters</Translate>}>
        <ContactFilters onApply={apply} />
      </StaffCard>
      <ContactList filter={filter} page={page} onPage={setPage} onOpen={show} notice={notice} />
    </>
  );
}

export function UsersPage(): React.JSX.Element {
  return (
    <StaffShell title={translate({id: 'admin.users.title', message: 'Users'})} page={staffPaths.users}>
      <UsersBrowser />
    </StaffShell>
  );
}
