/**
 * The parts of an OpenAPI 3.1 document the API reference reads (openapi/agent-api.json, which
 * the server makes from its route schemas). Only what the pages show is typed.
 */

export type Schema = {
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  additionalProperties?: boolean | Schema;
  examples?: unknown[];
  /** Answers of more than one shape (POST /v1/knowledge: a Markdown document, or files). */
  anyOf?: Schema[];
};

export type MediaType = {schema?: Schema; example?: unknown};

export type Parameter = {name: string; in: 'path' | 'query' | 'header'; required?: boolean; description?: string; schema: Schema};

export type Response = {description: string; content?: Record<string, MediaType>};

export type Operation = {
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: {required?: boolean; content: Record<string, MediaType>};
  responses: Record<string, Response>;
  /** Public keys may call it, whatever permission it names (our extension). */
  'x-public-key'?: boolean;
};

export type Document = {
  openapi: string;
  info: {title: string; version: string};
  servers?: {url: string; description?: string}[];
  tags?: {name: string; description?: string}[];
  paths: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, {post: Operation}>;
};

export const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** One page's subject: an operation at its path, or a webhook (a POST we send) under its event name. */
export type OperationEntry = {method: string; path: string; operation: Operation; webhook: boolean};
