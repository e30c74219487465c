/** Test double of @docusaurus/router: a history whose calls tests can inspect. */
export const history = {push: jest.fn(), replace: jest.fn(), location: {pathname: '/'}};

export function useHistory() {
  return history;
}

export function useLocation() {
  return {pathname: history.location.pathname, search: '', hash: '', state: undefined};
}
