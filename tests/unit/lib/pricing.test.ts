import {annualTotal, formatUsd} from '@site/src/lib/pricing';

// Issue 20: prices are US dollars everywhere, written the way the page's language writes them.
describe('formatUsd', () => {
  it.each([
    [299, 'en-US', '$299'],
    [3588, 'en-US', '$3,588'],
    [49.4, 'en-US', '$49'],
    [299, 'es-ES', '299\u00a0US$'],
    [3588, 'es-ES', '3588\u00a0US$'],
    [12345, 'es-ES', '12.345\u00a0US$'],
  ])('%p in %s is %j', (amount, locale, expected) => {
    expect(formatUsd(amount, locale)).toBe(expected);
  });

  it('writes English by default, as SPEC quotes the prices', () => {
    expect(formatUsd(annualTotal(299))).toBe('$3,588');
  });
});
