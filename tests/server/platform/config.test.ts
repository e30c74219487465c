import path from 'node:path';
import {ConfigError, describeDatabase, loadConfig} from '../../../server/platform/config';

const cwd = '/srv/site';

describe('loadConfig', () => {
  test('runs with no configuration at all', () => {
    expect(loadConfig({}, cwd)).toEqual({
      port: 3000,
      host: '0.0.0.0',
      buildDir: path.join(cwd, 'build'),
      database: {kind: 'sqlite', file: path.join(cwd, 'data/site.db')},
      logLevel: 'info',
      trustProxy: false,
      storageDir: path.join(cwd, 'data/storage'),
      mail: {
        smtpUrl: undefined,
        notifyTo: 'sales@agentworks.example',
        notifyFrom: 'AgentWorks website <no-reply@agentworks.example>',
        pollMs: 5000,
        startDelayMs: 0,
        retryBaseMs: 5000,
        maxAttempts: 10,
        leaseMs: 120000,
        concurrency: 5,
      },
      rateLimit: {max: 20, windowMs: 60000, beaconMax: 300},
      publicOrigin: undefined,
      allowedOrigins: [],
      staff: {
        idleTimeoutMs: 30 * 60_000,
        sessionLifetimeMs: 12 * 3_600_000,
        setupTokenLifetimeMs: 3_600_000,
        factorKey: undefined,
        factorKeyFile: path.join(cwd, 'data/factor-key'),
      },
      llm: undefined,
      agentApi: {siteWidgetKey: undefined, siteWidgetKeyFile: path.join(cwd, 'data/site-widget-key'), syncIntervalMs: 2000, indexDocuments: 3000, importsPerMinute: 20},
      outgoing: {allowPrivate: false, ports: []},
    });
  });

  test.each([
    [{WEBHOOK_ALLOW_PRIVATE: 'true'}, {allowPrivate: true, ports: []}],
    [{WEBHOOK_ALLOW_PRIVATE: 'FALSE', WEBHOOK_PORTS: '8080, 8443'}, {allowPrivate: false, ports: [8080, 8443]}],
    [{WEBHOOK_PORTS: 'any'}, {allowPrivate: false, ports: 'any'}],
  ])('reads the outgoing-request policy from %o', (env, outgoing) => {
    expect(loadConfig(env, cwd).outgoing).toEqual(outgoing);
  });

  test('reads the optional language model when all three LLM_ variables are set', () => {
    const config = loadConfig(
      {LLM_BASE_URL: 'http://127.0.0.1:8080/v1/', LLM_API_KEY: 'key', LLM_MODEL: 'small', LLM_TIMEOUT: '3 seconds'},
      cwd,
    );
    expect(config.llm).toEqual({baseUrl: 'http://127.0.0.1:8080/v1', apiKey: 'key', model: 'small', timeoutMs: 3000});
    expect(loadConfig({LLM_BASE_URL: 'http://h/v1', LLM_API_KEY: 'k', LLM_MODEL: 'm'}, cwd).llm?.timeoutMs).toBe(15_000);
  });

  test.each([
    [{LLM_BASE_URL: 'http://h/v1'}, /LLM_API_KEY, LLM_MODEL missing/],
    [{LLM_API_KEY: 'k', LLM_MODEL: 'm'}, /LLM_BASE_URL missing/],
    [{LLM_BASE_URL: 'h/v1', LLM_API_KEY: 'k', LLM_MODEL: 'm'}, /LLM_BASE_URL must be an http/],
    [{LLM_BASE_URL: 'http://h/v1', LLM_API_KEY: 'k', LLM_MODEL: 'm', LLM_TIMEOUT: 'soon'}, /LLM_TIMEOUT must be a duration/],
  ])('refuses a half-configured or unusable language model: %j', (env, message) => {
    expect(() => loadConfig(env, cwd)).toThrow(message);
  });

  test('reads the agent API settings and refuses an unusable sync interval', () => {
    const {agentApi} = loadConfig({SITE_WIDGET_KEY_FILE: 'keys/widget', AGENT_SYNC_INTERVAL_MS: '250'}, cwd);
    expect(agentApi).toMatchObject({siteWidgetKeyFile: path.join(cwd, 'keys/widget'), syncIntervalMs: 250});
    expect(() => loadConfig({AGENT_SYNC_INTERVAL_MS: 'soon'}, cwd)).toThrow(/AGENT_SYNC_INTERVAL_MS/);
  });

  test('reads the staff session durations', () => {
    const {staff} = loadConfig({STAFF_IDLE_TIMEOUT: '5 seconds', STAFF_SESSION_LIFETIME: '2h'}, cwd);
    expect(staff).toMatchObject({idleTimeoutMs: 5000, sessionLifetimeMs: 7_200_000});
  });

  test('reads the factor key or its file', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({FACTOR_KEY: key, FACTOR_KEY_FILE: 'keys/factor'}, cwd).staff).toMatchObject({
      factorKey: key,
      factorKeyFile: path.join(cwd, 'keys/factor'),
    });
    expect(loadConfig({FACTOR_KEY: 'ab'.repeat(32)}, cwd).staff.factorKey).toBe('ab'.repeat(32));
  });

  test('reads the storage, mail, outbox and abuse-defence variables', () => {
    const config = loadConfig(
      {
        STORAGE_DIR: '/var/lib/site/storage',
        SMTP_URL: 'smtp://user:pw@mail.internal:587',
        NOTIFY_TO: 'leads@example.com, boss@example.com',
        NOTIFY_FROM: 'Site <site@example.com>',
        OUTBOX_POLL_MS: '250',
        OUTBOX_START_DELAY_MS: '30000',
        OUTBOX_RETRY_BASE_MS: '100',
        OUTBOX_MAX_ATTEMPTS: '3',
        OUTBOX_LEASE_MS: '5000',
        OUTBOX_CONCURRENCY: '8',
        RATE_LIMIT_MAX: '5',
        RATE_LIMIT_WINDOW: '30 seconds',
        PUBLIC_URL: 'https://AgentWorks.example/',
        ALLOWED_ORIGINS: 'https://www.example.com, http://localhost:3000',
      },
      cwd,
    );
    expect(config).toMatchObject({
      storageDir: '/var/lib/site/storage',
      mail: {
        smtpUrl: 'smtp://user:pw@mail.internal:587',
        notifyTo: 'leads@example.com, boss@example.com',
        notifyFrom: 'Site <site@example.com>',
        pollMs: 250,
        startDelayMs: 30000,
        retryBaseMs: 100,
        maxAttempts: 3,
        leaseMs: 5000,
        concurrency: 8,
      },
      rateLimit: {max: 5, windowMs: 30000},
      publicOrigin: 'https://agentworks.example',
      allowedOrigins: ['https://www.example.com', 'http://localhost:3000'],
    });
  });

  test.each([
    ['60000', 60000],
    ['1 minute', 60000],
    ['2 minutes', 120000],
    ['30s', 30000],
    ['500 ms', 500],
    ['1 hour', 3600000],
  ])('RATE_LIMIT_WINDOW=%s is %d ms', (value, ms) => {
    expect(loadConfig({RATE_LIMIT_WINDOW: value}, cwd).rateLimit.windowMs).toBe(ms);
  });

  test('keeps tests quiet unless they ask for logs', () => {
    expect(loadConfig({NODE_ENV: 'test'}, cwd).logLevel).toBe('silent');
    expect(loadConfig({NODE_ENV: 'test', LOG_LEVEL: 'debug'}, cwd).logLevel).toBe('debug');
  });

  test('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        BUILD_DIR: '/var/www/build',
        SQLITE_FILE: 'var/leads.db',
        LOG_LEVEL: 'WARN',
        TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      buildDir: '/var/www/build',
      database: {kind: 'sqlite', file: path.join(cwd, 'var/leads.db')},
      logLevel: 'warn',
      trustProxy: '10.0.0.0/8,127.0.0.1',
    });
  });

  test('DATABASE_URL switches to PostgreSQL, and logs never show its password', () => {
    const config = loadConfig({DATABASE_URL: 'postgres://app:s3cret@db.internal:5432/site'}, cwd);
    expect(config.database).toEqual({kind: 'postgres', url: 'postgres://app:s3cret@db.internal:5432/site'});
    expect(describeDatabase(config.database)).toBe('PostgreSQL db.internal:5432/site');
  });

  test.each([
    ['true', true],
    ['false', false],
    ['2', 2],
  ])('TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({TRUST_PROXY: value}, cwd).trustProxy).toBe(expected);
  });

  test.each([
    [{PORT: 'abc'}, 'PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{PORT: '70000'}, 'PORT must be a whole number from 0 to 65535 (got "70000")'],
    [{PORT: '-1'}, 'PORT must be a whole number'],
    [{LOG_LEVEL: 'loud'}, 'LOG_LEVEL must be one of'],
    [{DATABASE_URL: 'mysql://x@y/z'}, 'DATABASE_URL must be a PostgreSQL URL'],
    [{TRUST_PROXY: 'maybe'}, 'TRUST_PROXY must be'],
    [{SMTP_URL: 'http://mail.example'}, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [{NOTIFY_TO: 'sales at example'}, 'NOTIFY_TO must be an e-mail address'],
    [{RATE_LIMIT_MAX: '0'}, 'RATE_LIMIT_MAX must be a whole number from 1'],
    [{RATE_LIMIT_WINDOW: 'soon'}, 'RATE_LIMIT_WINDOW must be a duration'],
    [{STAFF_IDLE_TIMEOUT: 'half an hour'}, 'STAFF_IDLE_TIMEOUT must be a duration'],
    [{BEACON_RATE_LIMIT_MAX: 'lots'}, 'BEACON_RATE_LIMIT_MAX must be a whole number from 1'],
    [{STAFF_SESSION_LIFETIME: '0'}, 'STAFF_SESSION_LIFETIME must be a duration'],
    [{OUTBOX_MAX_ATTEMPTS: 'many'}, 'OUTBOX_MAX_ATTEMPTS must be a whole number'],
    [{OUTBOX_CONCURRENCY: '0'}, 'OUTBOX_CONCURRENCY must be a whole number from 1 to 50'],
    [{ALLOWED_ORIGINS: 'https://example.com/path'}, 'ALLOWED_ORIGINS must list origins'],
    [{PUBLIC_URL: 'agentworks.example'}, 'PUBLIC_URL must be the site\'s http:// or https:// address'],
    [{PUBLIC_URL: 'ftp://agentworks.example'}, 'PUBLIC_URL must be the site\'s http:// or https:// address'],
    [{WEBHOOK_ALLOW_PRIVATE: 'yes please'}, 'WEBHOOK_ALLOW_PRIVATE must be "true" or "false"'],
    [{WEBHOOK_PORTS: '8080,http'}, 'WEBHOOK_PORTS must be "any" or a comma-separated list of ports'],
    [{WEBHOOK_PORTS: '70000'}, 'WEBHOOK_PORTS must be "any" or a comma-separated list of ports'],
    [{FACTOR_KEY: 'correct horse battery staple'}, 'FACTOR_KEY must be 32 random bytes as base64 or hex'],
    [{FACTOR_KEY: 'a'.repeat(62)}, 'FACTOR_KEY must be 32 random bytes as base64 or hex'],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env, cwd)).toThrow(ConfigError);
    expect(() => loadConfig(env, cwd)).toThrow(message);
  });

  test('reports every bad variable at once', () => {
    try {
      loadConfig({PORT: 'x', LOG_LEVEL: 'loud'}, cwd);
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toHaveLength(2);
    }
  });
});
