import type {Kysely} from 'kysely';

/**
 * The page a question was asked from (issue 13 §3): the widget sends its page's path as
 * `context.page`, kept on the visitor's message, so staff see the questions the agent could not
 * answer grouped by the page they came from (where the docs fall short). Null for callers that
 * send no page.
 */
export function createMessagePages() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('messages').addColumn('page', 'text').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('messages').dropColumn('page').execute();
    },
  };
}
