/**
 * What we store about each person beyond the list's summary, for the contacts CSV (issue 20 §3):
 * phone, position, company size, interests, AI use case and newsletter consent, merged by
 * lowercased e-mail across the form tables. A field takes the person's latest non-empty answer;
 * consent is given once they subscribed or ticked "subscribe" on a white paper form.
 */
import {sql, type Kysely} from 'kysely';
import {epochMs, flagValue, jsonList} from '../../platform/database/column-values';
import type {Database} from '../../platform/database/schema';

export type ContactProfile = {
  phone: string;
  position: string;
  companySize: string;
  interests: string[];
  aiUseCase: string;
  newsletter: boolean;
};

type Answer = Partial<Omit<ContactProfile, 'newsletter'>> & {newsletter?: boolean};
type Submission = {email: string; at: number; answer: Answer};

export const emptyProfile = (): ContactProfile => ({phone: '', position: '', companySize: '', interests: [], aiUseCase: '', newsletter: false});

const emailKey = sql<string>`lower(email)`.as('email');

async function records(db: Kysely<Database>): Promise<Submission[]> {
  const [leads, papers, partners, newsletter, handoffs] = await Promise.all([
    db.selectFrom('leads').select([emailKey, 'created_at', 'phone', 'position', 'company_size', 'interests', 'ai_use_case']).execute(),
    db.selectFrom('white_paper_requests').select([emailKey, 'created_at', 'phone', 'title', 'company_size', 'subscribe']).execute(),
    db.selectFrom('partner_applications').select([emailKey, 'created_at', 'phone']).execute(),
    db.selectFrom('newsletter_subscriptions').select([emailKey, 'created_at']).execute(),
    db.selectFrom('handoffs').select([emailKey, 'created_at', 'phone']).execute(),
  ]);
  const of = (row: {email: string; created_at: unknown}, answer: Answer): Submission => ({email: row.email, at: epochMs(row.created_at), answer});
  return [
    ...leads.map((r) =>
      of(r, {phone: r.phone, position: r.position, companySize: r.company_size, interests: jsonList(r.interests) ?? [], aiUseCase: r.ai_use_case}),
    ),
    ...papers.map((r) => of(r, {phone: r.phone, position: r.title, companySize: r.company_size, newsletter: flagValue(r.subscribe)})),
    ...partners.map((r) => of(r, {phone: r.phone})),
    ...newsletter.map((r) => of(r, {newsletter: true})),
    ...handoffs.map((r) => of(r, {phone: r.phone})),
  ];
}

/** Every person's profile, by lowercased e-mail. */
export async function contactProfiles(db: Kysely<Database>): Promise<Map<string, ContactProfile>> {
  const profiles = new Map<string, ContactProfile>();
  // Oldest first, so a later non-empty answer overwrites an earlier one.
  for (const {email, answer} of (await records(db)).sort((a, b) => a.at - b.at)) {
    const profile = profiles.get(email) ?? emptyProfile();
    for (const key of ['phone', 'position', 'companySize', 'aiUseCase'] as const) {
      const value = answer[key]?.trim();
      if (value) profile[key] = value;
    }
    if (answer.interests?.length) profile.interests = answer.interests;
    if (answer.newsletter) profile.newsletter = true;
    profiles.set(email, profile);
  }
  return profiles;
}
