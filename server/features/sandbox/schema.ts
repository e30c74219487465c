/** The sandbox routes' schemas and the texts of their refusals. */
import {newSandboxSchema} from '../../../src/lib/api/sandbox';
import {errorBodySchema, noContentSchema} from '../../platform/http/errors';
import {sandboxesPerAddress} from './queries';

/** Enough for an empty JSON object; the create route takes nothing else. */
export const sandboxBodyLimit = 1024;

export const createSandboxSchema = {response: {201: newSandboxSchema, '4xx': errorBodySchema}} as const;

export const deleteSandboxSchema = {response: {204: noContentSchema, '4xx': errorBodySchema}} as const;

export const sandboxLimitMessage = `At most ${sandboxesPerAddress} sandboxes per address per hour: try again later, or keep using the key you have`;

export const sandboxKeyMessage = 'Send the sandbox\'s own private key (Authorization: Bearer sk_...): this one is not a live sandbox key';
