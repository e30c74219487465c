/**
 * The forms' rows (leads, white paper requests, partner applications, newsletter subscriptions):
 * the only code that describes them, and the one place a submission is stored. A record goes to
 * writeSubmission (platform/database/records.ts), which commits it with its newsletter subscription and its
 * notification in one transaction, once per submission key.
 */
import type {Kysely} from 'kysely';
import type {NewsletterSubscription} from '../../../src/lib/forms/schemas/newsletter';
import type {PartnerApplication} from '../../../src/lib/forms/schemas/partner';
import type {LeadSignup} from '../../../src/lib/forms/schemas/lead';
import type {WhitePaperDownloadRequest} from '../../../src/lib/forms/schemas/whitePaperDownload';
import type {WhitePaperRequest} from '../../../src/lib/forms/schemas/whitePaperRequest';
import {row, storedRowMatches, writeSubmission, type RecordInsert} from '../../platform/database/records';
import type {Database} from '../../platform/database/schema';

/** Where a submission came from, as stored with it. */
export type SubmissionOrigin = {ip?: string | null; userAgent?: string | null};

const userAgentMaxLength = 500;

function origin(o: SubmissionOrigin) {
  return {ip: o.ip ?? null, user_agent: o.userAgent?.slice(0, userAgentMaxLength) ?? null};
}

/**
 * The row for a validated lead, stored once per csrfToken: a retried or double-clicked
 * submission finds the token taken and changes nothing. `sandboxAgentId` is the sandbox the lead
 * came with, already proven by its key (never the key itself: a stored key would be a stored password).
 */
export function leadRecord(lead: LeadSignup, from: SubmissionOrigin = {}, sandboxAgentId: string | null = null): RecordInsert<'leads'> {
  return row(
    'leads',
    {
      first_name: lead.firstName,
      last_name: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      position: lead.position,
      company_name: lead.companyName,
      company_size: lead.companySize,
      interests: JSON.stringify(lead.interests),
      ai_use_case: lead.aiUseCase,
      message: lead.message,
      sandbox_agent_id: sandboxAgentId,
      csrf_token: lead.csrfToken,
      ...origin(from),
      created_at: new Date().toISOString(),
    },
    'csrf_token',
  );
}

/** Who asked for which paper, when. A repeated submission key records nothing new. */
export function whitePaperDownloadRecord(
  request: WhitePaperDownloadRequest,
  file: string,
  from: SubmissionOrigin = {},
): RecordInsert<'white_paper_requests'> {
  return row(
    'white_paper_requests',
    {
      form: 'download',
      file_path: file,
      email: request.email,
      user_name: request.userName,
      first_name: '',
      last_name: '',
      title: '',
      company_name: request.companyName,
      company_size: request.companySize,
      phone: '',
      heard_about_us: '[]',
      subscribe: request.subscribe ? 1 : 0,
      csrf_token: request.csrfToken ?? null,
      ...origin(from),
      created_at: new Date().toISOString(),
    },
    'csrf_token',
  );
}

export function whitePaperRequestRecord(
  request: WhitePaperRequest,
  file: string,
  from: SubmissionOrigin = {},
): RecordInsert<'white_paper_requests'> {
  return row(
    'white_paper_requests',
    {
      form: 'request',
      file_path: file,
      email: request.email,
      user_name: `${request.firstName} ${request.lastName}`,
      first_name: request.firstName,
      last_name: request.lastName,
      title: request.title,
      company_name: request.companyName,
      company_size: request.companySize,
      phone: request.phone,
      heard_about_us: JSON.stringify(request.heardAboutUs),
      subscribe: request.subscribe ? 1 : 0,
      csrf_token: request.csrfToken ?? null,
      ...origin(from),
      created_at: new Date().toISOString(),
    },
    'csrf_token',
  );
}

export function partnerApplicationRecord(
  application: PartnerApplication,
  from: SubmissionOrigin = {},
): RecordInsert<'partner_applications'> {
  return row(
    'partner_applications',
    {
      first_name: application.firstName,
      last_name: application.lastName,
      company_name: application.companyName,
      email: application.email,
      phone: application.phone,
      website: application.website,
      partner_type: application.partnerType,
      message: application.message,
      csrf_token: application.csrfToken ?? null,
      ...origin(from),
      created_at: new Date().toISOString(),
    },
    'csrf_token',
  );
}

/** One subscription per address: subscribing again keeps the first one as it was. */
export function newsletterSubscriptionRecord(
  subscription: NewsletterSubscription,
  source: string,
): RecordInsert<'newsletter_subscriptions'> {
  return row(
    'newsletter_subscriptions',
    {
      email: subscription.email,
      first_name: subscription.firstName,
      last_name: subscription.lastName,
      company_name: subscription.companyName,
      source,
      created_at: new Date().toISOString(),
    },
    'email',
  );
}

/** Columns a retry may differ in without being a different submission. */
const perAttemptColumns = ['created_at', 'ip', 'user_agent'];

/**
 * Stores `record` with the rows that go with a new one (`whenCreated`: its subscription, its
 * outbox message), once per its unique key. A key seen before is a `retry` when the stored row
 * has the same answers, a `conflict` when a submission key was reused with different ones.
 */
export async function storeSubmission(
  db: Kysely<Database>,
  record: RecordInsert,
  whenCreated: RecordInsert[],
): Promise<'created' | 'retry' | 'conflict'> {
  const {created} = await writeSubmission(db, {record, whenCreated});
  if (created) return 'created';
  const keyed = record.uniqueBy === 'csrf_token';
  return keyed && !(await storedRowMatches(db, record, perAttemptColumns)) ? 'conflict' : 'retry';
}
