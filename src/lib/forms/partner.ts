/**
 * SPEC §3 "Partner application": the partner types and bounds the form offers, the pages list
 * and the schema (schemas/partner.ts) checks. No zod here: src/data imports these lists.
 */
export type {PartnerApplication} from './schemas/partner';

export const partnerTypes = ['referral', 'technology', 'affiliate', 'reseller'] as const;
export type PartnerType = (typeof partnerTypes)[number];

/** Longest "how do you plan to partner" message. */
export const partnerMessageMaxLength = 2000;

/**
 * The partner form's trap field. Its real `website` field is part of the application, so the
 * trap every other form calls `website` is named differently here.
 */
export const partnerHoneypotField = 'homepage';

/** SPEC §5: the optional website is a web address (http or https, a dotted host name). */
export function isValidWebsite(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}
