/**
 * Structured data checks of SPEC §5: @context and @type required; FAQPage needs a non-empty
 * mainEntity list; Service needs name and description; Product needs name; Article and
 * BlogPosting need headline and datePublished; image URLs must be absolute.
 * Pure: the <Seo> component logs the problems in development, the browser tests fail on them.
 */
import {isAbsoluteUrl} from './urls';

/** Type-specific required properties (non-empty strings). */
const REQUIRED_TEXT: Record<string, readonly string[]> = {
  Service: ['name', 'description'],
  Product: ['name'],
  Article: ['headline', 'datePublished'],
  BlogPosting: ['headline', 'datePublished'],
};

/** Properties whose values are image URLs (or ImageObjects, or lists of either). */
const IMAGE_KEYS = new Set(['image', 'logo', 'thumbnailUrl', 'primaryImageOfPage']);

type Json = unknown;

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNonEmptyText(value: Json): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

function typesOf(node: Record<string, Json>): string[] {
  const type = node['@type'];
  const list: Json[] = Array.isArray(type) ? type : [type];
  return list.filter((t): t is string => isNonEmptyText(t));
}

function child(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}["${key}"]`;
}

function label(path: string, node: Record<string, Json>): string {
  const types = typesOf(node);
  return types.length ? `${path} (${types.join(', ')})` : path;
}

function checkImageValue(value: Json, path: string, problems: string[]): void {
  if (typeof value === 'string') {
    if (!isAbsoluteUrl(value)) problems.push(`${path}: image URL "${value}" must be absolute (https://...)`);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => checkImageValue(item, child(path, i), problems));
  } else if (isObject(value)) {
    for (const key of ['url', 'contentUrl'] as const) {
      if (key in value) checkImageValue(value[key], child(path, key), problems);
    }
  }
}

/** Rules every typed node obeys, wherever it sits in the tree. */
function checkNode(node: Record<string, Json>, path: string, problems: string[]): void {
  const types = typesOf(node);
  if ('@type' in node && types.length === 0) {
    problems.push(`${path}: "@type" must be a non-empty string`);
  }
  if (types.includes('FAQPage')) {
    const main = node.mainEntity;
    if (!Array.isArray(main) || main.length === 0) {
      problems.push(`${label(path, node)}: "mainEntity" must be a non-empty list of questions`);
    }
  }
  for (const type of types) {
    for (const key of REQUIRED_TEXT[type] ?? []) {
      if (!isNonEmptyText(node[key])) problems.push(`${label(path, node)}: missing "${key}"`);
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (IMAGE_KEYS.has(key)) checkImageValue(value, child(path, key), problems);
    walk(value, child(path, key), problems);
  }
}

function walk(value: Json, path: string, problems: string[]): void {
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, child(path, i), problems));
  else if (isObject(value)) checkNode(value, path, problems);
}

/** A top-level block: it needs its own @context and @type (or an @graph of typed nodes). */
function checkBlock(block: Json, path: string, problems: string[]): void {
  if (!isObject(block)) {
    problems.push(`${path}: a JSON-LD block must be an object`);
    return;
  }
  const context = block['@context'];
  if (!(isNonEmptyText(context) || isObject(context) || (Array.isArray(context) && context.length > 0))) {
    problems.push(`${label(path, block)}: missing "@context"`);
  }
  const graph = block['@graph'];
  if (Array.isArray(graph)) {
    graph.forEach((node, i) => {
      const nodePath = child(child(path, '@graph'), i);
      if (!isObject(node) || typesOf(node).length === 0) problems.push(`${nodePath}: missing "@type"`);
    });
  } else if (!('@type' in block)) {
    problems.push(`${path}: missing "@type"`);
  }
  checkNode(block, path, problems);
}

/**
 * Problems of one parsed JSON-LD value (an object, or a list of objects), as readable lines.
 * An empty list means the data passes every SPEC §5 check.
 */
export function checkStructuredData(data: Json, path = '$'): string[] {
  const problems: string[] = [];
  if (Array.isArray(data)) {
    if (data.length === 0) problems.push(`${path}: empty JSON-LD list`);
    data.forEach((block, i) => checkBlock(block, child(path, i), problems));
  } else {
    checkBlock(data, path, problems);
  }
  return problems;
}

/** Same, for the text of a `<script type="application/ld+json">`: it must parse first. */
export function checkJsonLdText(text: string, path = '$'): string[] {
  let data: Json;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`${path}: JSON-LD does not parse (${error instanceof Error ? error.message : String(error)})`];
  }
  return checkStructuredData(data, path);
}
