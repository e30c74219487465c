/**
 * The server's whole configuration, read once from the environment. Every value has a default
 * so `npm start` needs none; a value that is set but unusable stops the start with a message
 * that names the variable, instead of surfacing later as a confusing runtime failure.
 */
import path from 'node:path';
import {contact} from '../../src/config/site';
import {decodeFactorKey} from './factor-key';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export type DatabaseConfig =
  | {kind: 'sqlite'; file: string}
  | {kind: 'postgres'; url: string};

export type AppConfig = Readonly<{
  port: number;
  host: string;
  /** Absolute path of the Docusaurus build that the server publishes. */
  buildDir: string;
  database: DatabaseConfig;
  logLevel: LogLevel;
  /** Passed to Fastify's trustProxy: false, true, a hop count or a list of proxy addresses. */
  trustProxy: boolean | number | string;
  /** Root folder of the local object storage (one sub-folder per bucket), outside the web root. */
  storageDir: string;
  mail: MailConfig;
  rateLimit: RateLimitConfig;
  /**
   * The origin visitors reach the site at (PUBLIC_URL), e.g. https://agentworks.example; only
   * pages of this origin may post forms. Undefined: http://localhost:PORT and
   * http://127.0.0.1:PORT (the port the server actually listens on).
   */
  publicOrigin: string | undefined;
  /** Origins besides the server's own that may post to the API (e.g. a separate front end). */
  allowedOrigins: readonly string[];
  staff: StaffConfig;
  /** The optional language model that writes the agent's answers; undefined: answers by retrieval. */
  llm: LlmConfig | undefined;
  agentApi: AgentApiConfig;
  outgoing: OutgoingConfig;
}>;

/** Requests to URLs users give (webhooks): see server/platform/outgoing-request.ts. */
export type OutgoingConfig = Readonly<{
  /** WEBHOOK_ALLOW_PRIVATE=true: receivers on loopback and private networks (on-premises installs). */
  allowPrivate: boolean;
  /** WEBHOOK_PORTS: ports allowed besides 80 and 443, or 'any'. */
  ports: readonly number[] | 'any';
}>;

/** An OpenAI-compatible chat-completions endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). */
export type LlmConfig = Readonly<{
  /** e.g. https://api.openai.com/v1; the client posts to `${baseUrl}/chat/completions`. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The whole answer, streamed or not, must arrive within this; otherwise the retrieval answer is used. */
  timeoutMs: number;
}>;

export type AgentApiConfig = Readonly<{
  /** SITE_WIDGET_KEY, or undefined to use (and create) the key file. */
  siteWidgetKey: string | undefined;
  /** SITE_WIDGET_KEY_FILE: where the site widget's public key is kept when not set directly. */
  siteWidgetKeyFile: string;
  /** AGENT_SYNC_INTERVAL_MS: how often each instance checks for knowledge changed elsewhere. */
  syncIntervalMs: number;
  /** AGENT_INDEX_DOCUMENTS: API documents an instance keeps indexed; the least recently asked agents go first. */
  indexDocuments: number;
  /** KNOWLEDGE_IMPORTS_PER_MINUTE: file uploads and URL imports per key, and per client address, a minute. */
  importsPerMinute: number;
}>;

export type StaffConfig = Readonly<{
  /** A staff session ends after this long without activity (SPEC §9: 30 minutes). */
  idleTimeoutMs: number;
  /** ...and this long after login whatever happens (ASVS 5.0 V7.3.2). */
  sessionLifetimeMs: number;
  /** How long the first-run setup link stays valid. */
  setupTokenLifetimeMs: number;
  /** FACTOR_KEY: the key that encrypts authenticator-app secrets at rest (server/platform/factor-key.ts); undefined: the key file. */
  factorKey: string | undefined;
  /** FACTOR_KEY_FILE: where that key is kept (created once, mode 0600) when FACTOR_KEY is unset. */
  factorKeyFile: string;
}>;

export type MailConfig = Readonly<{
  /** smtp:// or smtps:// URL of the mail relay; undefined keeps notifications waiting in the outbox. */
  smtpUrl: string | undefined;
  /** The sales inbox that hears about every submission. */
  notifyTo: string;
  notifyFrom: string;
  /** How often the relay looks for due messages when nothing nudges it. */
  pollMs: number;
  /** Wait before the relay's first run after start (lets staff or tests stop it in between). */
  startDelayMs: number;
  /** First retry delay; each further attempt doubles it (with jitter) up to an hour. */
  retryBaseMs: number;
  /** After this many failed attempts a message is marked failed and left for staff. */
  maxAttempts: number;
  /** How long a relay owns the messages it claimed; longer than any SMTP timeout. */
  leaseMs: number;
  /** Messages one relay sends at once, each over its own pooled SMTP connection. */
  concurrency: number;
}>;

export type RateLimitConfig = Readonly<{
  /** Submissions one client address may make per window. */
  max: number;
  windowMs: number;
  /** Pageview beacons one client address may send per minute (apart from the form allowance). */
  beaconMax: number;
}>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export const configDefaults = {
  PORT: '3000',
  HOST: '0.0.0.0',
  BUILD_DIR: './build',
  SQLITE_FILE: './data/site.db',
  LOG_LEVEL: 'info',
  TRUST_PROXY: 'false',
  STORAGE_DIR: './data/storage',
  NOTIFY_TO: contact.salesEmail,
  NOTIFY_FROM: `AgentWorks website <no-reply@${contact.salesEmail.split('@')[1]}>`,
  OUTBOX_POLL_MS: '5000',
  OUTBOX_START_DELAY_MS: '0',
  OUTBOX_RETRY_BASE_MS: '5000',
  OUTBOX_MAX_ATTEMPTS: '10',
  OUTBOX_LEASE_MS: '120000',
  OUTBOX_CONCURRENCY: '5',
  RATE_LIMIT_MAX: '20',
  RATE_LIMIT_WINDOW: '1 minute',
  BEACON_RATE_LIMIT_MAX: '300',
  PUBLIC_URL: '',
  ALLOWED_ORIGINS: '',
  STAFF_IDLE_TIMEOUT: '30 minutes',
  STAFF_SESSION_LIFETIME: '12 hours',
  LLM_TIMEOUT: '15 seconds',
  FACTOR_KEY: '',
  FACTOR_KEY_FILE: './data/factor-key',
  SITE_WIDGET_KEY: '',
  SITE_WIDGET_KEY_FILE: './data/site-widget-key',
  AGENT_SYNC_INTERVAL_MS: '2000',
  AGENT_INDEX_DOCUMENTS: '3000',
  KNOWLEDGE_IMPORTS_PER_MINUTE: '20',
  WEBHOOK_ALLOW_PRIVATE: 'false',
  WEBHOOK_PORTS: '',
} as const;

/** An empty variable counts as unset, so `PORT= npm start` behaves like `npm start`. */
function read(env: Env, name: keyof typeof configDefaults): string {
  const value = env[name]?.trim();
  return value ? value : configDefaults[name];
}

function parsePort(raw: string, problems: string[]): number {
  const port = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got "${raw}")`);
    return 0;
  }
  return port;
}

function parseTrustProxy(raw: string, problems: string[]): AppConfig['trustProxy'] {
  const lower = raw.toLowerCase();
  if (lower === 'false' || lower === '0') return false;
  if (lower === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  // A comma-separated list of proxy addresses or CIDR ranges (e.g. "127.0.0.1,10.0.0.0/8").
  const addresses = raw.split(',').map((part) => part.trim());
  if (addresses.every((a) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(a) && a.length > 0)) {
    return addresses.join(',');
  }
  problems.push(
    `TRUST_PROXY must be "true", "false", a hop count or a comma-separated list of proxy addresses (got "${raw}")`,
  );
  return false;
}

function parseBoolean(name: string, raw: string, problems: string[]): boolean {
  const lower = raw.toLowerCase();
  if (lower === 'true' || lower === '1') return true;
  if (lower === 'false' || lower === '0') return false;
  problems.push(`${name} must be "true" or "false" (got "${raw}")`);
  return false;
}

function parsePorts(raw: string, problems: string[]): OutgoingConfig['ports'] {
  if (raw.toLowerCase() === 'any') return 'any';
  if (!raw) return [];
  const ports = raw.split(',').map((part) => Number(part.trim()));
  if (!ports.every((port) => Number.isInteger(port) && port >= 1 && port <= 65535)) {
    problems.push(`WEBHOOK_PORTS must be "any" or a comma-separated list of ports such as 8080,8443 (got "${raw}")`);
    return [];
  }
  return Object.freeze(ports);
}

function parseWholeNumber(
  name: string,
  raw: string,
  problems: string[],
  {min = 0, max = Number.MAX_SAFE_INTEGER} = {},
): number {
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return min;
  }
  return value;
}

const durationUnits: Record<string, number> = {
  ms: 1,
  millisecond: 1,
  second: 1000,
  sec: 1000,
  s: 1000,
  minute: 60_000,
  min: 60_000,
  m: 60_000,
  hour: 3_600_000,
  h: 3_600_000,
};

/** "60000" (milliseconds), "30 seconds", "1 minute", "2h". */
export function parseDuration(raw: string): number | undefined {
  const match = /^(\d+)\s*([a-z]*)$/i.exec(raw.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  const unit = match[2].toLowerCase();
  const factor = unit === '' ? 1 : (durationUnits[unit] ?? durationUnits[unit.replace(/s$/, '')]);
  if (!factor || amount <= 0) return undefined;
  return amount * factor;
}

function parseSmtpUrl(env: Env, problems: string[]): string | undefined {
  const url = env.SMTP_URL?.trim();
  if (!url) return undefined;
  if (!/^smtps?:\/\/[^/]+/.test(url)) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:pass@mail.example:587');
  }
  return url;
}

function parseEmail(name: 'NOTIFY_TO' | 'NOTIFY_FROM', raw: string, problems: string[]): string {
  // "Name <address>" or a bare address; several comma-separated recipients for NOTIFY_TO.
  const addresses = raw.split(',').map((part) => part.trim().replace(/^.*<([^>]+)>$/, '$1'));
  if (!addresses.every((a) => /^[^\s@<>]+@[^\s@<>]+$/.test(a))) {
    problems.push(`${name} must be an e-mail address (got "${raw}")`);
  }
  return raw;
}

function parseOrigins(raw: string, problems: string[]): string[] {
  if (!raw) return [];
  return raw.split(',').map((part) => {
    const value = part.trim();
    try {
      const url = new URL(value);
      if (url.origin === 'null' || url.origin !== value.replace(/\/$/, '')) throw new Error('not an origin');
      return url.origin;
    } catch {
      problems.push(`ALLOWED_ORIGINS must list origins such as https://www.example.com (got "${value}")`);
      return value;
    }
  });
}

function parsePublicUrl(raw: string, problems: string[]): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
    return url.origin;
  } catch {
    problems.push(`PUBLIC_URL must be the site's http:// or https:// address such as https://www.example.com (got "${raw}")`);
    return undefined;
  }
}

function parseDatabase(env: Env, cwd: string, problems: string[]): DatabaseConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    if (!/^postgres(ql)?:\/\/.+/.test(url)) {
      problems.push('DATABASE_URL must be a PostgreSQL URL such as postgres://user:pass@host:5432/db');
    }
    return {kind: 'postgres', url};
  }
  const file = read(env, 'SQLITE_FILE');
  return {kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(cwd, file)};
}

function parseDurationVariable(
  name: 'RATE_LIMIT_WINDOW' | 'STAFF_IDLE_TIMEOUT' | 'STAFF_SESSION_LIFETIME' | 'LLM_TIMEOUT',
  raw: string,
  problems: string[],
): number {
  const ms = parseDuration(raw);
  if (ms === undefined) {
    problems.push(`${name} must be a duration such as "1 minute", "30 seconds" or 60000 (got "${raw}")`);
    return parseDuration(configDefaults[name]) as number;
  }
  return ms;
}

/** Checked here so a mistyped key stops the start with the variable's name; never echoed. */
function parseFactorKey(raw: string, problems: string[]): string | undefined {
  if (!raw) return undefined;
  if (!decodeFactorKey(raw)) {
    problems.push('FACTOR_KEY must be 32 random bytes as base64 or hex, such as the output of `openssl rand -base64 32`');
  }
  return raw;
}

/** All three LLM_ variables or none: a half-configured model would silently answer by retrieval. */
function parseLlm(env: Env, problems: string[]): LlmConfig | undefined {
  const names = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL'] as const;
  const [baseUrl, apiKey, model] = names.map((name) => env[name]?.trim() ?? '');
  const missing = names.filter((_, i) => ![baseUrl, apiKey, model][i]);
  if (missing.length === names.length) return undefined;
  if (missing.length > 0) {
    problems.push(`LLM_BASE_URL, LLM_API_KEY and LLM_MODEL go together: ${missing.join(', ')} missing`);
    return undefined;
  }
  if (!/^https?:\/\/[^/]+/.test(baseUrl)) {
    problems.push(`LLM_BASE_URL must be an http:// or https:// URL such as https://api.openai.com/v1 (got "${baseUrl}")`);
  }
  return Object.freeze({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey,
    model,
    timeoutMs: parseDurationVariable('LLM_TIMEOUT', read(env, 'LLM_TIMEOUT'), problems),
  });
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): AppConfig {
  const problems: string[] = [];

  const host = read(env, 'HOST');
  const port = parsePort(read(env, 'PORT'), problems);

  // Tests run with NODE_ENV=test (jest sets it): keep their output quiet unless asked.
  const defaultLevel = env.NODE_ENV === 'test' ? 'silent' : configDefaults.LOG_LEVEL;
  const level = (env.LOG_LEVEL?.trim() || defaultLevel).toLowerCase();
  if (!(logLevels as readonly string[]).includes(level)) {
    problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')} (got "${level}")`);
  }

  const config: AppConfig = {
    port,
    host,
    buildDir: path.resolve(cwd, read(env, 'BUILD_DIR')),
    database: parseDatabase(env, cwd, problems),
    logLevel: level as LogLevel,
    trustProxy: parseTrustProxy(read(env, 'TRUST_PROXY'), problems),
    storageDir: path.resolve(cwd, read(env, 'STORAGE_DIR')),
    mail: Object.freeze({
      smtpUrl: parseSmtpUrl(env, problems),
      notifyTo: parseEmail('NOTIFY_TO', read(env, 'NOTIFY_TO'), problems),
      notifyFrom: parseEmail('NOTIFY_FROM', read(env, 'NOTIFY_FROM'), problems),
      pollMs: parseWholeNumber('OUTBOX_POLL_MS', read(env, 'OUTBOX_POLL_MS'), problems, {min: 10}),
      startDelayMs: parseWholeNumber('OUTBOX_START_DELAY_MS', read(env, 'OUTBOX_START_DELAY_MS'), problems),
      retryBaseMs: parseWholeNumber('OUTBOX_RETRY_BASE_MS', read(env, 'OUTBOX_RETRY_BASE_MS'), problems, {min: 1}),
      maxAttempts: parseWholeNumber('OUTBOX_MAX_ATTEMPTS', read(env, 'OUTBOX_MAX_ATTEMPTS'), problems, {min: 1, max: 100}),
      leaseMs: parseWholeNumber('OUTBOX_LEASE_MS', read(env, 'OUTBOX_LEASE_MS'), problems, {min: 1000}),
      concurrency: parseWholeNumber('OUTBOX_CONCURRENCY', read(env, 'OUTBOX_CONCURRENCY'), problems, {min: 1, max: 50}),
    }),
    rateLimit: Object.freeze({
      max: parseWholeNumber('RATE_LIMIT_MAX', read(env, 'RATE_LIMIT_MAX'), problems, {min: 1}),
      windowMs: parseDurationVariable('RATE_LIMIT_WINDOW', read(env, 'RATE_LIMIT_WINDOW'), problems),
      beaconMax: parseWholeNumber('BEACON_RATE_LIMIT_MAX', read(env, 'BEACON_RATE_LIMIT_MAX'), problems, {min: 1}),
    }),
    publicOrigin: parsePublicUrl(read(env, 'PUBLIC_URL'), problems),
    allowedOrigins: Object.freeze(parseOrigins(read(env, 'ALLOWED_ORIGINS'), problems)),
    staff: Object.freeze({
      idleTimeoutMs: parseDurationVariable('STAFF_IDLE_TIMEOUT', read(env, 'STAFF_IDLE_TIMEOUT'), problems),
      sessionLifetimeMs: parseDurationVariable('STAFF_SESSION_LIFETIME', read(env, 'STAFF_SESSION_LIFETIME'), problems),
      setupTokenLifetimeMs: 60 * 60_000,
      factorKey: parseFactorKey(read(env, 'FACTOR_KEY'), problems),
      factorKeyFile: path.resolve(cwd, read(env, 'FACTOR_KEY_FILE')),
    }),
    llm: parseLlm(env, problems),
    agentApi: Object.freeze({
      siteWidgetKey: read(env, 'SITE_WIDGET_KEY') || undefined,
      siteWidgetKeyFile: path.resolve(cwd, read(env, 'SITE_WIDGET_KEY_FILE')),
      syncIntervalMs: parseWholeNumber('AGENT_SYNC_INTERVAL_MS', read(env, 'AGENT_SYNC_INTERVAL_MS'), problems, {min: 10}),
      indexDocuments: parseWholeNumber('AGENT_INDEX_DOCUMENTS', read(env, 'AGENT_INDEX_DOCUMENTS'), problems, {min: 1}),
      importsPerMinute: parseWholeNumber('KNOWLEDGE_IMPORTS_PER_MINUTE', read(env, 'KNOWLEDGE_IMPORTS_PER_MINUTE'), problems, {min: 1}),
    }),
    outgoing: Object.freeze({
      allowPrivate: parseBoolean('WEBHOOK_ALLOW_PRIVATE', read(env, 'WEBHOOK_ALLOW_PRIVATE'), problems),
      ports: parsePorts(read(env, 'WEBHOOK_PORTS'), problems),
    }),
  };

  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(config);
}

/** The database location for logs, without the password a PostgreSQL URL may carry. */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.kind === 'sqlite') return `SQLite ${database.file}`;
  try {
    const url = new URL(database.url);
    return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}
