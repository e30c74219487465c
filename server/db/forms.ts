/**
 * Records of the white paper, partner and newsletter forms: the only code that describes rows
 * of these tables. Routes hand the descriptions to writeSubmission (records.ts), which commits
 * the record, its newsletter subscription and its notification together.
 */
import type {Kysely} from 'kysely';
import type {NewsletterSubscription} from '../../src/lib/forms/newsletter';
import type {PartnerApplication} from '../../src/lib/forms/partner';
import type {
  WhitePaperDownloadRequest,
  WhitePaperRequest,
} from '../../src/lib/forms/whitePaper';
import type {LeadOrigin} from './leads';
import {insertRow, row, type RecordInsert} from './records';
import type {Database} from './schema';

const userAgentMaxLength = 500;

function origin(o: LeadOrigin) {
  return {ip: o.ip ?? null, user_agent: o.userAgent?.slice(0, userAgentMaxLength) ?? null};
}

/** Who asked for which paper, when. A repeated submission key records nothing new. */
export function whitePaperDownloadRecord(
  request: WhitePaperDownloadRequest,
  file: string,
  from: LeadOrigin = {},
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
  from: LeadOrigin = {},
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
  from: LeadOrigin = {},
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

/** The newsletter form on its own: one statement, no notification. */
export async function subscribeNewsletter(
  db: Kysely<Database>,
  subscription: NewsletterSubscription,
  source: string,
): Promise<{created: boolean}> {
  return insertRow(db, newsletterSubscriptionRecord(subscription, source));
}
