/**
 * Records of the white paper, partner and newsletter forms: the only code that writes these
 * tables. Each function takes a Kysely instance or a transaction, so a route commits the record,
 * its newsletter subscription and its notification together.
 */
import type {Kysely} from 'kysely';
import type {NewsletterSubscription} from '../../src/lib/forms/newsletter';
import type {PartnerApplication} from '../../src/lib/forms/partner';
import type {
  WhitePaperDownloadRequest,
  WhitePaperRequest,
} from '../../src/lib/forms/whitePaper';
import type {LeadOrigin} from './leads';
import type {Database} from './schema';

const userAgentMaxLength = 500;

function origin(o: LeadOrigin) {
  return {ip: o.ip ?? null, user_agent: o.userAgent?.slice(0, userAgentMaxLength) ?? null};
}

function inserted(result: {numInsertedOrUpdatedRows?: bigint}): boolean {
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Who asked for which paper, when. A repeated submission key records nothing new. */
export async function insertWhitePaperDownload(
  db: Kysely<Database>,
  request: WhitePaperDownloadRequest,
  file: string,
  from: LeadOrigin = {},
): Promise<{created: boolean}> {
  const result = await db
    .insertInto('white_paper_requests')
    .values({
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
    })
    .onConflict((conflict) => conflict.column('csrf_token').doNothing())
    .executeTakeFirst();
  return {created: inserted(result)};
}

export async function insertWhitePaperRequest(
  db: Kysely<Database>,
  request: WhitePaperRequest,
  file: string,
  from: LeadOrigin = {},
): Promise<{created: boolean}> {
  const result = await db
    .insertInto('white_paper_requests')
    .values({
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
    })
    .onConflict((conflict) => conflict.column('csrf_token').doNothing())
    .executeTakeFirst();
  return {created: inserted(result)};
}

export async function insertPartnerApplication(
  db: Kysely<Database>,
  application: PartnerApplication,
  from: LeadOrigin = {},
): Promise<{created: boolean}> {
  const result = await db
    .insertInto('partner_applications')
    .values({
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
    })
    .onConflict((conflict) => conflict.column('csrf_token').doNothing())
    .executeTakeFirst();
  return {created: inserted(result)};
}

/** One subscription per address: subscribing again keeps the first one as it was. */
export async function subscribeNewsletter(
  db: Kysely<Database>,
  subscription: NewsletterSubscription,
  source: string,
): Promise<{created: boolean}> {
  const result = await db
    .insertInto('newsletter_subscriptions')
    .values({
      email: subscription.email,
      first_name: subscription.firstName,
      last_name: subscription.lastName,
      company_name: subscription.companyName,
      source,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .executeTakeFirst();
  return {created: inserted(result)};
}
