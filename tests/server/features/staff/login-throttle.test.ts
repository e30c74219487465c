import {failureMemoryMs, throttleRules, waitMs} from '../../../../server/features/staff/login-throttle';
import {isCommonPassword} from '../../../../server/features/staff/passwords';

describe('login throttle policy', () => {
  const now = 1_000_000_000;
  test.each([
    ['account', 4, 0],
    ['account', 5, 1000],
    ['account', 6, 2000],
    ['account', 9, 16_000],
    ['account', 40, 60_000],
    ['address', 9, 0],
    ['address', 10, 1000],
    ['address', 40, 15 * 60_000],
  ] as const)('%s with %i recent failures waits %i ms', (kind, failures, expected) => {
    expect(waitMs(throttleRules[kind], {failures, lastFailureAt: now}, now)).toBe(expected);
  });

  test('the wait counts from the last failure', () => {
    expect(waitMs(throttleRules.account, {failures: 6, lastFailureAt: now - 1500}, now)).toBe(500);
  });

  test('failures older than the memory no longer count', () => {
    expect(waitMs(throttleRules.address, {failures: 40, lastFailureAt: now - failureMemoryMs}, now)).toBe(0);
  });
});

describe('common passwords', () => {
  test.each(['123456', 'password', 'Password', 'qwerty123', 'iloveyou'])('%s is refused', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });
  test.each(['correct horse battery staple', 'zq8 vkw!'])('%s is not', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
