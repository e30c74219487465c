import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Other code reaches a component folder only through its index.ts (a lint rule), and most of those
 * files only re-export. Webpack cannot know a re-export has no side effects, so a page importing
 * one screen of a barrel got every module behind it: each of the nine staff pages carried all
 * nine staff screens (140 KB) through components/admin/index.ts. Marking the pure barrels free of
 * side effects lets webpack take only the modules a page uses. An index.ts with code of its own
 * is left alone.
 */
const reExport = /^export\s+(type\s+)?(\*(\s+as\s+\w+)?|\{[^}]*\})\s+from\s+'[^']+';?$/;

/** Whether a module's source is only re-exports (comments and blank lines aside). */
export function isBarrel(source: string): boolean {
  const statements = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return statements.length > 0 && statements.every((statement) => reExport.test(statement));
}

/** The pure re-export index.ts files of src/components/ (any depth). */
export function componentBarrels(componentsDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.ts' && isBarrel(fs.readFileSync(full, 'utf8'))) found.push(full);
    }
  };
  walk(componentsDir);
  return found;
}

export default function componentBarrelsPlugin(context: LoadContext): Plugin {
  // Read once per build, not once per bundle (client and server, in each locale).
  const barrels = componentBarrels(path.join(context.siteDir, 'src', 'components'));
  return {
    name: 'component-barrels',
    configureWebpack() {
      return {module: {rules: [{test: (file: string) => barrels.includes(file), sideEffects: false}]}};
    },
  };
}
