/** Lead records: the only code that describes or writes rows of the `leads` table. */
import type {Kysely} from 'kysely';
import type {LeadSignup} from '../../src/lib/forms/schemas/lead';
import {insertRow, row, type RecordInsert} from './records';
import type {Database} from './schema';

export type LeadOrigin = {ip?: string | null; userAgent?: string | null};

const userAgentMaxLength = 500;

/**
 * The row for a validated lead, stored once per csrfToken: a retried or double-clicked
 * submission finds the token taken and changes nothing. Written with its notification by
 * writeSubmission (records.ts). `sandboxAgentId` is the sandbox the lead came with, already
 * proven by its key (never the key itself: a stored key would be a stored password).
 */
export function leadRecord(lead: LeadSignup, origin: LeadOrigin = {}, sandboxAgentId: string | null = null): RecordInsert<'leads'> {
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
      ip: origin.ip ?? null,
      user_agent: origin.userAgent?.slice(0, userAgentMaxLength) ?? null,
      created_at: new Date().toISOString(),
    },
    'csrf_token',
  );
}

/** Stores a lead on its own (no notification); takes a Kysely instance or a transaction. */
export async function insertLead(
  db: Kysely<Database>,
  lead: LeadSignup,
  origin: LeadOrigin = {},
): Promise<{created: boolean}> {
  return insertRow(db, leadRecord(lead, origin));
}
