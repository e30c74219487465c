// Shared by the plugin (Node, at configuration time) and its loader (run by the bundler, which
// loads loaders with require): which translation ids a source file names.

/** Theme ids are also read by the theme's own components in node_modules: they stay in the table. */
function isInlinable(id, table) {
  return Object.prototype.hasOwnProperty.call(table, id) && !id.startsWith('theme.');
}

/**
 * Every quoted string of the source that is a translation id of the table. A string that only
 * happens to equal an id costs one extra entry, never a wrong text; ids built at run time
 * (template literals) are not found and stay in the shared table.
 */
function translationIdsIn(source, table) {
  const ids = new Set();
  for (const match of source.matchAll(/(['"])((?:\\.|(?!\1)[^\\\n])*)\1/g)) {
    if (isInlinable(match[2], table)) ids.add(match[2]);
  }
  return [...ids].sort();
}

module.exports = {translationIdsIn};
