import type {Kysely} from 'kysely';

/**
 * The sandbox a lead came with (issue 23 §1): a prospect who tried an agent on their own content
 * and asked to keep it. Null on other leads, and once the sandbox is deleted (by its owner, the
 * sweep, or an erasure).
 */
export function createLeadSandbox() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('leads').addColumn('sandbox_agent_id', 'text').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('leads').dropColumn('sandbox_agent_id').execute();
    },
  };
}
