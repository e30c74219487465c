/**
 * @jest-environment node
 */
import fs from 'node:fs';
import {readReferenceSources, referenceFiles, staleReferenceFiles, untranslated} from '@site/src/plugins/apiReference/files';
import type {Document} from '@site/src/plugins/apiReference/openapi';
import {openApiFile, referenceFolders} from '@site/src/plugins/apiReference/versions';
import {document} from './fixtures';

const sources = {released: {'2.0': document, '1.0': document}, spanish: {'Ask the agent': 'Preguntar al agente', 'Asks the agent.': '  '}};

describe('the reference pages as files', () => {
  const files = referenceFiles(document, '2030-01-01', sources);

  it('writes each page into every docs version and locale folder, the Spanish from the translations', () => {
    expect(files.size).toBe(3 * 3 * 2);
    for (const version of ['next', '2.0', '1.0'] as const) {
      expect(files.has(`${referenceFolders[version].en}/delete-knowledge.mdx`)).toBe(true);
      expect(files.get(`${referenceFolders[version].es}/ask.mdx`)).toContain('title: "Preguntar al agente"');
    }
  });

  it('dates a page whose text differs from the committed one today, in its front matter', () => {
    expect(files.get('docs/api-reference/ask.mdx')).toMatch(/\ndescription: .*\nlast_update:\n {2}date: 2030-01-01\n---\n/);
  });

  it('finds the pages that differ and the committed pages no document makes any more', () => {
    const stale = staleReferenceFiles(files);
    expect(stale).toEqual(expect.arrayContaining(['docs/api-reference/ask.mdx', 'docs/api-reference/list-conversations.mdx', 'versioned_docs/version-1.0/api-reference/ask.mdx']));
  });

  it('keeps the date of a committed page whose text is unchanged, so a later day changes no file', () => {
    const committed = JSON.parse(fs.readFileSync(openApiFile, 'utf8')) as Document;
    const later = referenceFiles(committed, '2030-01-01', readReferenceSources());
    expect(staleReferenceFiles(later)).toEqual([]);
    expect([...later.values()].filter((text) => text.includes('2030-01-01'))).toEqual([]);
  });

  it('lists the texts with no Spanish, a blank translation among them', () => {
    const missing = untranslated(document, sources);
    expect(missing).toEqual(expect.arrayContaining(['Asks the agent.', 'Delete knowledge']));
    expect(missing).not.toContain('Ask the agent');
  });
});
