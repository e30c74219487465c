/**
 * No module of src/ or server/ reaches itself round a circle of imports, type-only imports
 * counted (issue 22 §1). Lint's import-x/no-cycle covers server/ at run time but skips
 * `import type`; a type-only circle still ties two modules together, so neither can move or be
 * understood alone (src/lib/forms had three).
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';

const root = path.resolve(__dirname, '../../..');
const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Every relative or @site/ specifier of a module: imports, re-exports and import(). */
export function specifiersOf(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]((?:\.{1,2}|@site)\/[^'"]+)['"]/g);
  return [...found].map((match) => match[1]);
}

function resolve(specifier: string, importer: string): string | undefined {
  const base = specifier.startsWith('@site/')
    ? path.join(root, specifier.slice('@site/'.length))
    : path.resolve(path.dirname(importer), specifier);
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) return base;
  return extensions.map((extension) => base + extension).find((file) => fs.existsSync(file));
}

/** The circles of a graph, each once, as the path from its first module back to it. */
export function circlesOf(graph: Map<string, string[]>): string[][] {
  const circles = new Map<string, string[]>();
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (node: string) => {
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const at = stack.indexOf(next);
      if (at >= 0) {
        const circle = stack.slice(at);
        circles.set([...circle].sort().join(' '), circle);
      } else if (!done.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    done.add(node);
  };
  for (const node of graph.keys()) if (!done.has(node)) visit(node);
  return [...circles.values()];
}

describe('import circles', () => {
  it('finds one in a graph that has it, and none in a graph that has none', () => {
    const withCircle = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(circlesOf(withCircle)).toEqual([['a', 'b', 'c']]);
    expect(circlesOf(new Map([['a', ['b']], ['b', ['c']], ['d', ['a', 'c']]]))).toEqual([]);
  });

  it('reads type-only imports, re-exports and dynamic imports', () => {
    const source = "import type {A} from './a';\nexport {b} from '../b';\nconst c = await import('@site/src/c');\nimport x from 'react';";
    expect(specifiersOf(source)).toEqual(['./a', '../b', '@site/src/c']);
  });

  it('src/ and server/ have none, type-only imports counted', () => {
    const files = execFileSync('git', ['ls-files', 'src', 'server'], {cwd: root, encoding: 'utf8'})
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => path.join(root, file));
    const graph = new Map(
      files.map((file) => [
        file,
        specifiersOf(fs.readFileSync(file, 'utf8')).flatMap((specifier) => resolve(specifier, file) ?? []),
      ]),
    );
    const circles = circlesOf(graph).map((circle) => circle.map((file) => path.relative(root, file)).join(' -> '));
    expect(circles).toEqual([]);
  });
});
