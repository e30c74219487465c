/**
 * The sandboxes leads came with (issue 23), as staff see them in Users: what the prospect gave it
 * (its sources) and what they asked it, with the answers, so sales start the call from there.
 */
import type {Kysely} from 'kysely';
import type {LeadSandbox} from '../../../src/lib/staff/contacts';
import {listConversations, messagesOf} from '../api';
import type {Database} from '../../platform/database/schema';

/** More than a prospect asks in a day of trying; bounds the page if a script talked to it. */
const conversationsShown = 50;

export async function leadSandboxes(db: Kysely<Database>, agentIds: readonly string[]): Promise<LeadSandbox[]> {
  const sandboxes: LeadSandbox[] = [];
  for (const agentId of new Set(agentIds)) {
    const agent = await db.selectFrom('agents').select(['id', 'name', 'expires_at']).where('id', '=', agentId).executeTakeFirst();
    if (!agent) continue;
    const sources = await db
      .selectFrom('knowledge_documents')
      .select(['title', 'source_url', 'created_at'])
      .where('agent_id', '=', agentId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const {conversations} = await listConversations(db, {agentId}, {limit: conversationsShown});
    const transcripts = [];
    // Oldest first, like the person's submissions.
    for (const conversation of conversations.reverse()) {
      transcripts.push({conversation, messages: await messagesOf(db, conversation.id)});
    }
    sandboxes.push({
      agentId,
      name: agent.name,
      expiresAt: agent.expires_at === null ? null : Number(agent.expires_at),
      sources: sources.map((row) => ({title: row.title, sourceUrl: row.source_url, createdAt: Number(row.created_at)})),
      conversations: transcripts,
    });
  }
  return sandboxes;
}
