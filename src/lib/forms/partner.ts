/**
 * SPEC §3 "Partner application": the partner types and bounds the form offers, the pages list
 * and the schema (schemas/partner.ts) checks. No zod here: src/data imports these lists.
 */

export const partnerTypes = ['referral', 'technology', 'affiliate', 'reseller'] as const;
export type PartnerType = (typeof partnerTypes)[number];

/** Longest "how do you plan to partner" message. */
export const partnerMessageMaxLength = 2000;

/**
 * The partner form's trap field. Its real `website` field is part of the application, so the
 * trap every other form calls `website` is named differently here.
 */
export const partnerHoneypotField = 'homepage';

/**
 * People type their site as they say it (parkconsulting-test.com, www.example.com/about): an
 * address without a scheme gets https://, which every site serves today. One with a scheme is
 * left as typed, so ftp: or javascript: still reach the rule and are refused.
 */
export function normalizeWebsite(value: string): string {
  if (value === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return value;
  return `https://${value}`;
}

/**
 * SPEC §5: the optional website is a web address (http or https, a dotted host name, no user
 * name or password: "mailto:a@b.com" with https:// in front would otherwise read as one).
 */
export function isValidWebsite(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && !url.username && !url.password && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}
