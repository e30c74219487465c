import {loginUrl, safeNext, staffHome} from '@site/src/lib/staff/navigation';

describe('where the login sends people afterwards', () => {
  test.each([
    ['/admin-settings', '/admin-settings'],
    ['/es/admin-settings', '/es/admin-settings'],
    ['/admin-users?q=ana&page=2#top', '/admin-users?q=ana&page=2#top'],
    ['/admin/white-paper', '/admin/white-paper'],
  ])('%s is one of our staff pages: %s', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  test.each([
    null,
    '',
    'https://evil.example/admin-settings',
    '//evil.example/admin-settings',
    '/\\evil.example',
    'javascript:alert(1)',
    '/pricing',
    '/admin-login',
    '/es/admin-login?next=/admin-users',
    '/admin-setup?token=x',
    '/admin-settings\n/x',
  ])('%j is not followed (no open redirect, no loop)', (next) => {
    expect(safeNext(next)).toBeUndefined();
  });

  test('the login URL carries the page to come back to, encoded', () => {
    expect(loginUrl('/es/admin-login', '/es/admin-settings#audit')).toBe('/es/admin-login?next=%2Fes%2Fadmin-settings%23audit');
    expect(loginUrl('/admin-login', '/pricing')).toBe('/admin-login');
    expect(staffHome).toBe('/admin-dashboard');
  });
});
