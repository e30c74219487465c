/**
 * The "Try it" console of an operation's page (src/components/ApiTryIt): its props written as
 * JSON, valid in an MDX expression; src/lib/apiReference/tryIt.ts turns them into requests.
 */
import type {OperationEntry} from './openapi';

export const tryItImport = `import ApiTryIt from '@site/src/components/ApiTryIt';`;

export function tryItElement({method, path, operation}: OperationEntry): string {
  const parameters = (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
    .map((parameter) => ({name: parameter.name, in: parameter.in, required: parameter.required === true}));
  const body = operation.requestBody?.content['application/json']?.example;
  const props = [
    `operationId=${JSON.stringify(operation.operationId)}`,
    `method=${JSON.stringify(method.toUpperCase())}`,
    `path=${JSON.stringify(path)}`,
    `parameters={${JSON.stringify(parameters)}}`,
    ...(body === undefined ? [] : [`body={${JSON.stringify(body)}}`]),
  ];
  return `<ApiTryIt\n  ${props.join('\n  ')}\n/>`;
}
