/**
 * The inline script hashes of the build the server publishes, kept current while it runs.
 *
 * The policy allows the union of every page's inline scripts, not just the served page's: a
 * policy set by the first page stays in force during in-app navigation, so it must cover
 * every page the visitor may move to. Each HTML file's hashes are cached with the file's
 * mtime and size. Serving a page checks that page's entry (one stat, which the static route
 * has just paid for anyway): when the file changed, a new build was put in place under the
 * running server, so the page is hashed again at once (its own scripts are never blocked) and
 * the rest of the build is rescanned in the background (files added, changed or removed).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {inlineScripts, scriptHash} from './csp';

type FileEntry = {mtimeMs: number; size: number; hashes: readonly string[]};

async function htmlFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  } catch {
    return [];
  }
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

export class BuildScriptHashes {
  private files = new Map<string, FileEntry>();
  private union: readonly string[] = [];
  private rescanning: Promise<void> | undefined;
  /** Bumped whenever the union changes, so callers can cache what they derive from it. */
  version = 0;

  constructor(
    private readonly buildDir: string,
    private readonly onRescanFailed: (error: unknown) => void = () => {},
  ) {}

  /** Every distinct hash of the build, sorted (a stable header while the build stays the same). */
  get hashes(): readonly string[] {
    return this.union;
  }

  /** Reads every HTML file of the build; used at start and after a change was noticed. */
  async scanAll(): Promise<void> {
    const next = new Map<string, FileEntry>();
    for (const file of await htmlFiles(this.buildDir)) {
      const entry = await this.read(file);
      if (entry) next.set(file, entry);
    }
    this.files = next;
    this.recomputeUnion();
  }

  /** Re-hashes `relativeFile` if it changed since it was read, and then rescans the rest. */
  async refresh(relativeFile: string): Promise<void> {
    const known = this.files.get(relativeFile);
    let stat;
    try {
      stat = await fs.stat(path.join(this.buildDir, relativeFile));
    } catch {
      return;
    }
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return;
    const entry = await this.read(relativeFile);
    if (!entry) return;
    this.files.set(relativeFile, entry);
    this.recomputeUnion();
    this.rescanInBackground();
  }

  private rescanInBackground(): void {
    if (this.rescanning) return;
    this.rescanning = this.scanAll()
      .catch(this.onRescanFailed)
      .finally(() => (this.rescanning = undefined));
  }

  /** Waits for a background rescan, if one runs (tests, shutdown). */
  async settled(): Promise<void> {
    await this.rescanning;
  }

  private async read(relativeFile: string): Promise<FileEntry | undefined> {
    const file = path.join(this.buildDir, relativeFile);
    try {
      // Stat before reading: if the file changes in between, the next request sees a newer stat.
      const stat = await fs.stat(file);
      const html = await fs.readFile(file, 'utf8');
      return {mtimeMs: stat.mtimeMs, size: stat.size, hashes: inlineScripts(html).map(scriptHash)};
    } catch {
      // Removed between listing and reading (a build being replaced): the rescan settles it.
      return undefined;
    }
  }

  private recomputeUnion(): void {
    const next = [...new Set([...this.files.values()].flatMap((entry) => entry.hashes))].sort();
    if (next.length === this.union.length && next.every((hash, i) => hash === this.union[i])) return;
    this.union = next;
    this.version += 1;
  }
}
