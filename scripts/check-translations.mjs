// Fails when a visible UI string has no Spanish: `write-translations --locale es` must find
// nothing new, and no Spanish message may still be the English text. Leaves i18n/ untouched.
import {execFileSync} from 'node:child_process';
import {cpSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const i18n = path.resolve('i18n');
const backup = mkdtempSync(path.join(tmpdir(), 'i18n-'));
cpSync(i18n, backup, {recursive: true});

const jsonFiles = (dir) =>
  readdirSync(dir, {recursive: true})
    .filter((file) => String(file).endsWith('.json'))
    .map(String);
const read = (file) => JSON.parse(readFileSync(file, 'utf8'));
const writeTranslations = (locale) =>
  execFileSync('npx', ['docusaurus', 'write-translations', '--locale', locale], {stdio: 'pipe'});

/** Messages whose Spanish is, rightly, the English word. */
const sameInSpanish = new Set(['docsFeedback.no']);

const problems = [];
try {
  writeTranslations('es');
  for (const file of jsonFiles(path.join(i18n, 'es'))) {
    const before = path.join(backup, 'es', file);
    const beforeKeys = new Set(Object.keys(safeRead(before)));
    for (const key of Object.keys(read(path.join(i18n, 'es', file)))) {
      if (!beforeKeys.has(key)) problems.push(`i18n/es/${file}: "${key}" is not translated yet`);
    }
  }
  writeTranslations('en');
  const english = read(path.join(i18n, 'en', 'code.json'));
  const spanish = read(path.join(i18n, 'es', 'code.json'));
  for (const [key, {message}] of Object.entries(english)) {
    if (spanish[key]?.message === message && !sameInSpanish.has(key)) {
      problems.push(`i18n/es/code.json: "${key}" is still the English "${message}"`);
    }
  }
} finally {
  rmSync(i18n, {recursive: true, force: true});
  cpSync(backup, i18n, {recursive: true});
  rmSync(backup, {recursive: true, force: true});
}

function safeRead(file) {
  try {
    return read(file);
  } catch {
    return {};
  }
}

if (problems.length) {
  console.error(`${problems.length} string(s) need a Spanish translation:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('Translations complete: every UI string has its Spanish.');
