/** Lead records: the only code that writes or reads the `leads` table. */
import type {Kysely} from 'kysely';
import type {LeadSignup} from '../../src/lib/lead/validation';
import type {Database} from './schema';

export type LeadOrigin = {ip?: string | null; userAgent?: string | null};

const userAgentMaxLength = 500;

/**
 * Stores a validated lead once per csrfToken: a retried or double-clicked submission finds the
 * token taken and changes nothing. Takes a Kysely instance or a transaction, so a caller can
 * commit the lead together with related rows.
 */
export async function insertLead(
  db: Kysely<Database>,
  lead: LeadSignup,
  origin: LeadOrigin = {},
): Promise<{created: boolean}> {
  const result = await db
    .insertInto('leads')
    .values({
      first_name: lead.firstName,
      last_name: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      position: lead.position,
      company_name: lead.companyName,
      company_size: lead.companySize,
      interests: JSON.stringify(lead.interests),
      ai_use_case: lead.aiUseCase,
      csrf_token: lead.csrfToken,
      ip: origin.ip ?? null,
      user_agent: origin.userAgent?.slice(0, userAgentMaxLength) ?? null,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('csrf_token').doNothing())
    .executeTakeFirst();
  return {created: Number(result.numInsertedOrUpdatedRows ?? 0) > 0};
}
