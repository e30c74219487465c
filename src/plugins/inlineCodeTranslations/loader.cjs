// Bundler loader (Rspack or webpack) for src/** when building a non-default locale: a module that
// names translation ids registers their translated messages itself, before its own code runs,
// so the strings travel in the chunk of the page that uses them instead of in main.js.
const {readFileSync} = require('node:fs');
const {translationIdsIn} = require('./translationIds.cjs');

const tables = new Map();

function tableAt(file) {
  if (!tables.has(file)) tables.set(file, JSON.parse(readFileSync(file, 'utf8')));
  return tables.get(file);
}

module.exports = function inlineCodeTranslationsLoader(source) {
  const {tableFile, registerModule} = this.getOptions();
  this.addDependency(tableFile);
  const table = tableAt(tableFile);
  const ids = translationIdsIn(source, table);
  if (ids.length === 0) return source;
  const messages = Object.fromEntries(ids.map((id) => [id, table[id]]));
  return (
    `import __registerCodeTranslations from ${JSON.stringify(registerModule)};\n` +
    `__registerCodeTranslations(${JSON.stringify(messages)});\n${source}`
  );
};
