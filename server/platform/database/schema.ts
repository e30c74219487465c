/** Table types for Kysely: what each column reads as, and what inserts may pass. */
import type {ColumnType, Generated, Insertable, Selectable} from 'kysely';
import type {StaffRole} from '../../../src/lib/staff/roles';

export type LeadsTable = {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  position: string;
  company_name: string;
  company_size: string;
  /** JSON array of the chosen interests, kept as text so both dialects store it alike. */
  interests: string;
  ai_use_case: string;
  /** Optional free text (issue 20); null on leads stored before the column existed. */
  message: string | null;
  /** The sandbox agent the lead came with (issue 23, migration 0024); null on others. */
  sandbox_agent_id: string | null;
  /** The client-made submission key: unique, so a retried submission stores one lead. */
  csrf_token: string;
  ip: string | null;
  user_agent: string | null;
  /** ISO 8601 text on SQLite, timestamptz on PostgreSQL (read back as a Date there). */
  created_at: ColumnType<string | Date, string, never>;
};

/** ISO 8601 text on SQLite, timestamptz on PostgreSQL (read back as a Date there). */
type CreatedAt = ColumnType<string | Date, string | undefined, never>;

/** Epoch milliseconds; PostgreSQL's driver reads bigint back as a string. */
type EpochMs = ColumnType<number | string, number, number>;

export type WhitePaperRequestsTable = {
  id: Generated<number>;
  form: 'download' | 'request';
  file_path: string;
  email: string;
  user_name: string;
  first_name: string;
  last_name: string;
  title: string;
  company_name: string;
  company_size: string;
  phone: string;
  /** JSON array, as text so both dialects store it alike. */
  heard_about_us: string;
  /** 0 or 1. */
  subscribe: number;
  csrf_token: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
};

export type PartnerApplicationsTable = {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  company_name: string;
  email: string;
  phone: string;
  website: string;
  partner_type: string;
  message: string;
  csrf_token: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
};

export type NewsletterSubscriptionsTable = {
  id: Generated<number>;
  email: string;
  first_name: string;
  last_name: string;
  company_name: string;
  source: string;
  created_at: CreatedAt;
};

export type OutboxStatus = 'pending' | 'sent' | 'failed';

/** The job queue's columns (platform/leased-table.ts) with the claim named as the outbox names it. */
type LockedJobColumns = {
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: EpochMs;
  locked_by: string | null;
  locked_until: ColumnType<number | string | null, number | null | undefined, number | null>;
  last_error: string | null;
  created_at: EpochMs;
};

export type OutboxTable = LockedJobColumns & {
  id: Generated<number>;
  kind: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  body: string;
  sent_at: ColumnType<number | string | null, number | null | undefined, number | null>;
  /** The submission this mail announces (table and id), set by writeSubmission; null before 0005. */
  source_table: ColumnType<string | null, string | null | undefined, string | null>;
  source_id: ColumnType<number | string | null, number | null | undefined, number | null>;
};

/** One row, rewritten by every readiness check (server/platform/health/queries.ts). */
export type HealthProbeTable = {
  id: number;
  checked_at: EpochMs;
};

/** Nullable epoch milliseconds. */
type OptionalEpochMs = ColumnType<number | string | null, number | null | undefined, number | null>;

export type StaffAccountsTable = {
  id: Generated<number>;
  email: string;
  password_hash: string;
  disabled_at: OptionalEpochMs;
  created_at: EpochMs;
  password_changed_at: EpochMs;
  /** A role of src/lib/staff/roles.ts (checked when written). */
  role: StaffRole;
};

export type StaffSessionsTable = {
  id: Generated<number>;
  /** SHA-256 of the cookie's token: a stolen database copy holds no usable session. */
  token_hash: string;
  account_id: number;
  created_at: EpochMs;
  last_seen_at: EpochMs;
  ip: string | null;
  user_agent: string | null;
  /** When this session last proved a second factor; null: password only, pending (0017). */
  factor_verified_at: OptionalEpochMs;
};

/** An account's authenticator app (migration 0017, server/features/staff/factor-queries.ts). */
export type StaffTotpTable = {
  account_id: number;
  /** Base32; never sent to anyone after enrolment. */
  secret: string;
  created_at: EpochMs;
  /** Null while enrolment waits for the first code. */
  confirmed_at: OptionalEpochMs;
  /** The last 30-second step a code was accepted for: each code works once. */
  last_step: OptionalEpochMs;
};

export type StaffPasskeysTable = {
  id: Generated<number>;
  account_id: number;
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: EpochMs;
  /** JSON array of the authenticator's transports. */
  transports: string;
  name: string;
  created_at: EpochMs;
  last_used_at: OptionalEpochMs;
};

export type StaffRecoveryCodesTable = {
  id: Generated<number>;
  account_id: number;
  code_hash: string;
  used_at: OptionalEpochMs;
};

export type StaffWebauthnChallengesTable = {
  id: Generated<number>;
  challenge: string;
  purpose: 'register' | 'authenticate' | 'login';
  account_id: number | null;
  expires_at: EpochMs;
};

export type StaffSetupTokensTable = {
  id: Generated<number>;
  token_hash: string;
  expires_at: EpochMs;
  used_at: OptionalEpochMs;
};

/** A browser that signed in to an account: its device cookie's SHA-256 (issue 21 §3). */
export type StaffDevicesTable = {
  id: Generated<number>;
  token_hash: string;
  account_id: number;
  created_at: EpochMs;
  last_used_at: EpochMs;
};

export type StaffLoginThrottleTable = {
  key: string;
  failures: number;
  last_failure_at: EpochMs;
};

export type StaffAuditLogTable = {
  id: Generated<number>;
  at: EpochMs;
  actor: string;
  action: string;
  target: string | null;
  ip: string | null;
};

export type PageviewsTable = {
  id: Generated<number>;
  at: EpochMs;
  /** Path without query or hash, e.g. '/es/pricing'. */
  page: string;
  referrer_host: string | null;
  utm_source: string | null;
  locale: string;
  /** 'mobile' | 'tablet' | 'desktop'. */
  screen: string;
  /** Hash of (salt of the day, site, address, user agent): one visitor within one day. */
  visitor: string;
};

export type TrafficSaltsTable = {
  /** YYYY-MM-DD (UTC). */
  day: string;
  salt: string;
};

export type ConversationsTable = {
  id: string;
  agent_id: string;
  user_id: string | null;
  locale: string;
  visitor_email: string | null;
  visitor_name: string | null;
  visitor_company: string | null;
  visitor_phone: string | null;
  handed_off_at: OptionalEpochMs;
  rating: 'up' | 'down' | null;
  created_at: EpochMs;
  updated_at: EpochMs;
};

export type MessagesTable = {
  id: string;
  conversation_id: string;
  /** 'user' is inbound (SPEC §3); anything else ('assistant', 'staff') outbound. */
  role: string;
  content: string;
  /** JSON array of {title, url, snippet}: the passages an answer cited. */
  sources: ColumnType<string, string | undefined, string>;
  /** 1 when the agent said the sources did not cover the question. */
  uncertain: ColumnType<number, number | undefined, number>;
  /** The visitor's thumbs on this answer (migration 0012). */
  rating: ColumnType<'up' | 'down' | null, 'up' | 'down' | null | undefined, 'up' | 'down' | null>;
  /** The path of the page a visitor's question was asked from, when the caller said (migration 0016). */
  page: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: EpochMs;
};

/** Tenants of the /v1 API (migration 0011); 'agt_site' is the site's own agent. */
export type AgentsTable = {
  id: string;
  name: string;
  created_at: EpochMs;
  /** A sandbox agent's end (migration 0015); null for every other agent. */
  expires_at: OptionalEpochMs;
};

export type ApiKeyType = 'public' | 'private' | 'scoped';

export type ApiKeysTable = {
  id: string;
  agent_id: string;
  name: string;
  type: ApiKeyType;
  /** The secret's first 12 characters, for staff to recognise it. */
  prefix: string;
  /** SHA-256 hex of the whole secret. */
  secret_hash: string;
  /** JSON list of permissions. */
  permissions: string;
  /** JSON list of origins a public key may be used from ('self' = the site's own). */
  origins: ColumnType<string, string | undefined, string>;
  /** Requests per minute. */
  rate_limit: number;
  created_at: EpochMs;
  last_used_at: OptionalEpochMs;
  revoked_at: OptionalEpochMs;
  /** After this the key answers 401 like a revoked one (sandbox keys, migration 0015); null: never. */
  expires_at: OptionalEpochMs;
};

/** Requests per key and minute, shared by every instance. */
export type ApiKeyUsageTable = {
  key_id: string;
  window_start: EpochMs;
  count: number;
};

export type KnowledgeDocumentsTable = {
  id: string;
  agent_id: string;
  title: string;
  /** Markdown. */
  content: string;
  source_url: string | null;
  locale: string | null;
  /** JSON list of tags. */
  tags: ColumnType<string, string | undefined, string>;
  created_at: EpochMs;
};

/** A knowledge import run as a job (0026): its input, its progress, and the queue's columns. */
export type KnowledgeImportsTable = LockedJobColumns & {
  id: string;
  agent_id: string;
  kind: 'files' | 'url';
  url: string | null;
  /** JSON list of {name, kind, object}: the uploaded files, in object storage until the job ends. */
  files: ColumnType<string, string | undefined, string>;
  locale: string | null;
  /** JSON list of tags. */
  tags: ColumnType<string, string | undefined, string>;
  sources_total: ColumnType<number, number | undefined, number>;
  sources_done: ColumnType<number, number | undefined, number>;
  /** JSON {documents, skipped} so far: what the 201 answer would have held. */
  result: ColumnType<string, string | undefined, string>;
  error_code: string | null;
  finished_at: OptionalEpochMs;
};

/** One row (id 1): bumped with every knowledge change, polled by every instance. */
export type KnowledgeVersionTable = {
  id: number;
  version: ColumnType<number | string, number, number>;
};

/** The knowledge version of each agent's latest change (migration 0025). */
export type KnowledgeChangesTable = {
  agent_id: string;
  version: ColumnType<number | string, number, number>;
};

export type HandoffsTable = {
  id: Generated<number>;
  /** 'ho_...', what the API answers. */
  public_id: string;
  agent_id: string;
  conversation_id: string;
  email: string;
  name: string;
  company_name: string;
  phone: string;
  reason: string;
  note: string;
  priority: string;
  status: string;
  /** A timestamp like the form tables' (Users lists handoffs among them). */
  created_at: CreatedAt;
};

/** Where an agent's events go (migration 0013, server/features/webhooks/queries.ts). */
export type WebhookEndpointsTable = {
  id: string;
  agent_id: string;
  url: string;
  /** JSON array of event types. */
  events: string;
  /** whsec_...: kept in clear, signing needs it. */
  secret: string;
  created_at: EpochMs;
  disabled_at: OptionalEpochMs;
};

/** One event for one endpoint, sent by the webhook relay like the mail outbox. */
export type WebhookDeliveriesTable = {
  id: string;
  endpoint_id: string;
  event_type: string;
  /** The JSON body, the same on every attempt. */
  payload: string;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: EpochMs;
  claimed_by: string | null;
  claim_expires_at: OptionalEpochMs;
  last_status: number | null;
  last_error: string | null;
  created_at: EpochMs;
  delivered_at: OptionalEpochMs;
};

/** One sandbox made for a client address (hashed with the day's salt), counted over the last hour. */
export type SandboxGrantsTable = {
  id: Generated<number>;
  address_hash: string;
  created_at: EpochMs;
};

/** The paper the public forms offer: one row (id 1) once staff have chosen one. */
export type WhitePaperOfferTable = {
  id: number;
  file: string;
  chosen_at: EpochMs;
  chosen_by: string;
  /** What the public forms show of the paper (migration 0020): staff's words, shown as text. */
  title: string;
  description: string;
};

/** Settings staff change at run time: JSON text per key (server/features/settings/queries.ts). */
export type SiteSettingsTable = {
  key: string;
  value: string;
  updated_at: EpochMs;
  updated_by: string | null;
};

/** One day's figures for one value of one dimension (migration 0009, server/features/traffic/queries.ts). */
export type TrafficDailyTable = {
  /** YYYY-MM-DD (UTC). */
  day: string;
  /** 'total' | 'page' | 'referrer' | 'utm' | 'locale' | 'device' | 'goal'. */
  dimension: string;
  /** The page, host, source, locale, bucket or goal id; '' for the total. */
  value: string;
  visitors: number;
  pageviews: number;
};

export type TrafficRolledDaysTable = {
  day: string;
  rolled_at: EpochMs;
};

/** A docs page's "Was this page helpful?" vote (migration 0014, server/features/docs-feedback/queries.ts). */
export type DocsFeedbackTable = {
  id: Generated<number>;
  /** YYYY-MM-DD (UTC): one vote per visitor, page and day. */
  day: string;
  /** Path with its locale prefix, e.g. '/es/documentation/intro'. */
  page: string;
  /** The docs version's name: '1.0', 'current'. */
  version: string;
  locale: string;
  /** The traffic beacon's visitor hash of the day. */
  visitor: string;
  /** 1: yes, 0: no. */
  helpful: number;
  comment: string | null;
  created_at: EpochMs;
  updated_at: EpochMs;
};

export type Database = {
  leads: LeadsTable;
  white_paper_requests: WhitePaperRequestsTable;
  partner_applications: PartnerApplicationsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  outbox: OutboxTable;
  health_probe: HealthProbeTable;
  staff_accounts: StaffAccountsTable;
  staff_sessions: StaffSessionsTable;
  staff_setup_tokens: StaffSetupTokensTable;
  staff_login_throttle: StaffLoginThrottleTable;
  staff_devices: StaffDevicesTable;
  staff_audit_log: StaffAuditLogTable;
  staff_totp: StaffTotpTable;
  staff_passkeys: StaffPasskeysTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_webauthn_challenges: StaffWebauthnChallengesTable;
  pageviews: PageviewsTable;
  traffic_salts: TrafficSaltsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  white_paper_offer: WhitePaperOfferTable;
  site_settings: SiteSettingsTable;
  traffic_daily: TrafficDailyTable;
  traffic_rolled_days: TrafficRolledDaysTable;
  docs_feedback: DocsFeedbackTable;
  agents: AgentsTable;
  api_keys: ApiKeysTable;
  api_key_usage: ApiKeyUsageTable;
  knowledge_documents: KnowledgeDocumentsTable;
  knowledge_imports: KnowledgeImportsTable;
  knowledge_version: KnowledgeVersionTable;
  knowledge_changes: KnowledgeChangesTable;
  handoffs: HandoffsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  sandbox_grants: SandboxGrantsTable;
};

export type OutboxRow = Selectable<OutboxTable>;
export type KnowledgeImportRow = Selectable<KnowledgeImportsTable>;
export type WhitePaperRequestRow = Selectable<WhitePaperRequestsTable>;
export type PartnerApplicationRow = Selectable<PartnerApplicationsTable>;
export type NewsletterSubscriptionRow = Selectable<NewsletterSubscriptionsTable>;

export type LeadRow = Selectable<LeadsTable>;
export type NewLeadRow = Insertable<LeadsTable>;
export type StaffAccountRow = Selectable<StaffAccountsTable>;
export type StaffSessionRow = Selectable<StaffSessionsTable>;
export type StaffAuditRow = Selectable<StaffAuditLogTable>;
