/** The top of an operation's page: the method and path to call, and the key it needs. */
import {codeBlock} from './mdx';
import type {Operation} from './openapi';
import type {PageContext} from './pageOptions';

export function operationEndpoint(method: string, path: string): string {
  return codeBlock('http', `${method.toUpperCase()} ${path}`);
}

/**
 * Who may call it: no key for an operation whose security is an empty list, else the permission
 * its requirement names (and whether public keys may call it), linked to the overview's key types.
 */
export function accessNote(operation: Operation, {labels, overviewFile}: PageContext): string | undefined {
  if (operation.security !== undefined && operation.security.length === 0) return labels.noKey;
  const permission = operation.security?.flatMap((requirement) => Object.values(requirement).flat())[0];
  if (!permission) return undefined;
  return `${labels.permission(permission, operation['x-public-key'] === true)} [${labels.authenticationLink}](${overviewFile}#authentication)`;
}
