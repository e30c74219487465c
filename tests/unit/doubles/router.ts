/** Test double of @docusaurus/router: a history whose calls tests can inspect. */
export const history = {push: jest.fn(), replace: jest.fn(), location: {pathname: '/', search: ''}};

export function useHistory() {
  return history;
}

export function useLocation() {
  return {pathname: history.location.pathname, search: history.location.search, hash: '', state: undefined};
}
