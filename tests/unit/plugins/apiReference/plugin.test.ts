/**
 * @jest-environment node
 */
import {Command} from 'commander';
import apiReferencePlugin from '@site/src/plugins/apiReference';

describe('the API reference plugin', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    process.exitCode = undefined;
  });

  it('adds `docusaurus gen-api-docs` to the CLI, with --check', () => {
    const cli = new Command();
    apiReferencePlugin().extendCli!(cli as never);
    const command = cli.commands.find((each) => each.name() === 'gen-api-docs');
    expect(command?.helpInformation()).toMatch(/^Usage: +gen-api-docs \[options\]\n[\s\S]*\n {2}--check /);
  });

  it('finds the committed pages to be what the committed documents make, without a server', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const cli = new Command();
    apiReferencePlugin().extendCli!(cli as never);
    await cli.parseAsync(['node', 'docusaurus', 'gen-api-docs', '--check']);
    expect(error).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/^The \d+ API reference pages match the OpenAPI documents\.$/));
    expect(process.exitCode).toBeUndefined();
  });
});
