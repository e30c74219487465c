import path from 'node:path';
import {ConfigError, describeDatabase, loadConfig} from '../../server/config';

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
    });
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
    expect(config).toEqual({
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
