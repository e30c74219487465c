import {
  newWebhookSecret,
  signatureHeaderValue,
  signatureOf,
  verifySignature,
} from '../../../../server/features/webhooks/signature';

const secret = 'whsec_test-secret';
const body = '{"id":"whd_1","type":"message.created"}';
const now = Date.UTC(2026, 10, 24, 12, 0, 0);

describe('webhook signatures', () => {
  test('the header is t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">', () => {
    const header = signatureHeaderValue(secret, body, now);
    const t = Math.floor(now / 1000);
    expect(header).toBe(`t=${t},v1=${signatureOf(secret, t, body)}`);
    // A known vector, computed independently: printf '%s' "$t.$body" | openssl dgst -sha256 -hmac "$secret"
    expect(signatureOf('key', 1700000000, 'payload')).toBe('ae7c296aec981496aa05b3516d9cd942271b820c0ed8ad4754fd44fda727fd74');
  });

  test('a receiver accepts the request as signed', () => {
    expect(verifySignature(secret, signatureHeaderValue(secret, body, now), body, {nowMs: now})).toBe(true);
  });

  test.each([
    ['another body', signatureHeaderValue(secret, body, now), `${body} `, now],
    ['another secret', signatureHeaderValue('whsec_other', body, now), body, now],
    ['too old (replay)', signatureHeaderValue(secret, body, now - 301_000), body, now],
    ['from the future', signatureHeaderValue(secret, body, now + 301_000), body, now],
    ['no header', undefined, body, now],
    ['no timestamp', `v1=${signatureOf(secret, Math.floor(now / 1000), body)}`, body, now],
    ['a short signature', `t=${Math.floor(now / 1000)},v1=abcd`, body, now],
    ['garbage', 'nonsense', body, now],
  ])('refuses %s', (_what, header, received, at) => {
    expect(verifySignature(secret, header, received, {nowMs: at})).toBe(false);
  });

  test('any v1 in the header may match (secret roll-over)', () => {
    const t = Math.floor(now / 1000);
    const header = `t=${t},v1=${signatureOf('whsec_old', t, body)},v1=${signatureOf(secret, t, body)}`;
    expect(verifySignature(secret, header, body, {nowMs: now})).toBe(true);
  });

  test('secrets are whsec_ + 32 random bytes, never the same twice', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
