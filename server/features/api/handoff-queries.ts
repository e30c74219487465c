/**
 * Handoffs to sales (issue 12 §2): the handoff row, its notification in the outbox and the
 * conversation's "handed off" mark are written in ONE transaction, so a handoff the API confirmed
 * always has its mail waiting and shows in Chat Logs and Users.
 */
import {randomBytes} from 'node:crypto';
import type {Kysely} from 'kysely';
import type {OutgoingMail} from '../mail';
import {outboxRecord} from '../mail';
import {markHandedOff} from './conversation-queries';
import {insertRow, linkedToRecord} from '../../platform/database/records';
import type {Database} from '../../platform/database/schema';

export type HandoffVisitor = {email: string; name?: string; company?: string; phone?: string};

export type NewHandoff = {
  agentId: string;
  conversationId: string;
  visitor: HandoffVisitor;
  reason: string;
  note: string;
  priority: string;
};

export type Handoff = {id: string; conversationId: string; status: 'queued'; createdAt: number};

function queued(input: NewHandoff, now: number): Handoff {
  return {id: `ho_${randomBytes(12).toString('base64url')}`, conversationId: input.conversationId, status: 'queued', createdAt: now};
}

export async function createHandoff(
  db: Kysely<Database>,
  input: NewHandoff,
  mail: OutgoingMail,
  now = Date.now(),
): Promise<Handoff> {
  const handoff = queued(input, now);
  await db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('handoffs')
      .values({
        public_id: handoff.id,
        agent_id: input.agentId,
        conversation_id: input.conversationId,
        email: input.visitor.email,
        name: input.visitor.name ?? '',
        company_name: input.visitor.company ?? '',
        phone: input.visitor.phone ?? '',
        reason: input.reason,
        note: input.note,
        priority: input.priority,
        status: 'queued',
        created_at: new Date(now).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertRow(trx, linkedToRecord(outboxRecord(mail, now), 'handoffs', Number(stored.id)));
    await markHandedOff(trx, input.conversationId, input.visitor, now);
  });
  return handoff;
}

/**
 * A sandbox's handoff (the docs' try-it console): answered like any other and the conversation
 * is marked handed off, but nobody is told: no handoff row (Users would list the reader as a
 * contact) and no mail to sales.
 */
export async function markSandboxHandoff(db: Kysely<Database>, input: NewHandoff, now = Date.now()): Promise<Handoff> {
  await markHandedOff(db, input.conversationId, input.visitor, now);
  return queued(input, now);
}
