/**
 * Every migration, listed in code rather than found by globbing a folder, so they run the same
 * under tsx, jest and any bundler. Names sort in the order they must run; never rename or edit
 * one that has shipped: add the next number instead.
 */
import type {Migration, MigrationProvider} from 'kysely';
import type {SqlDialect} from '../connection';
import {createLeads} from './0001_create_leads';
import {createFormsAndOutbox} from './0002_forms_and_outbox';
import {createHealthProbe} from './0003_health_probe';
import {createStaffAccounts} from './0004_staff_accounts';
import {createContacts} from './0005_contacts';
import {createWhitePaperOffer} from './0006_white_paper_offer';
import {createSiteSettings} from './0007_site_settings';
import {createPageviews} from './0008_pageviews';
import {createTrafficRollups} from './0009_traffic_rollups';
import {createConversations} from './0010_conversations';
import {createAgentsAndApiKeys} from './0011_agents_api_keys';
import {createKnowledgeAndHandoffs} from './0012_knowledge_handoffs';
import {createWebhooks} from './0013_webhooks';
import {createDocsFeedback} from './0014_docs_feedback';
import {createSandboxes} from './0015_sandboxes';
import {createMessagePages} from './0016_message_pages';
import {createSecondFactors} from './0017_second_factors';
import {createStaffRoles} from './0018_staff_roles';
import {createStaffDevices} from './0019_staff_devices';
import {createLeadMessage} from './0020_lead_message';
import {createWhitePaperOfferText} from './0021_white_paper_offer_text';
import {createEncryptTotpSecrets, type FactorKeyOption} from './0022_encrypt_totp_secrets';
import {createLeadSandbox} from './0024_lead_sandbox';
import {createKnowledgeChanges} from './0025_knowledge_changes';
import {createKnowledgeImports} from './0026_knowledge_imports';

/** What migrations that rewrite stored values need besides the database. */
export type MigrationOptions = FactorKeyOption;

export function migrationsFor(dialect: SqlDialect, options: MigrationOptions = {}): Record<string, Migration> {
  return {
    '0001_create_leads': createLeads(dialect),
    '0002_forms_and_outbox': createFormsAndOutbox(dialect),
    '0003_health_probe': createHealthProbe(),
    '0004_staff_accounts': createStaffAccounts(dialect),
    '0005_contacts': createContacts(),
    '0006_white_paper_offer': createWhitePaperOffer(),
    '0007_site_settings': createSiteSettings(),
    '0008_pageviews': createPageviews(dialect),
    '0009_traffic_rollups': createTrafficRollups(),
    '0010_conversations': createConversations(),
    '0011_agents_api_keys': createAgentsAndApiKeys(),
    '0012_knowledge_handoffs': createKnowledgeAndHandoffs(dialect),
    '0013_webhooks': createWebhooks(),
    '0014_docs_feedback': createDocsFeedback(dialect),
    '0015_sandboxes': createSandboxes(dialect),
    '0016_message_pages': createMessagePages(),
    '0017_second_factors': createSecondFactors(dialect),
    '0018_staff_roles': createStaffRoles(),
    '0019_staff_devices': createStaffDevices(dialect),
    '0020_lead_message': createLeadMessage(),
    '0021_white_paper_offer_text': createWhitePaperOfferText(),
    '0022_encrypt_totp_secrets': createEncryptTotpSecrets(options),
    '0024_lead_sandbox': createLeadSandbox(),
    '0025_knowledge_changes': createKnowledgeChanges(),
    '0026_knowledge_imports': createKnowledgeImports(),
  };
}

export function migrationProvider(dialect: SqlDialect, options: MigrationOptions = {}): MigrationProvider {
  return {getMigrations: async () => migrationsFor(dialect, options)};
}
