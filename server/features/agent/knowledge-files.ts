/**
 * Reads the knowledge files the site build writes (build/agent/passages.json for English,
 * build/<locale>/agent/passages.json for the others) and checks their shape, so a file from an
 * older or broken build stops the start with its path instead of answering from garbage.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {z} from 'zod';
import {factAttributes, type KnowledgeFile} from '../../../src/lib/knowledge/types';

/** The site's own agent (created by the /v1 layer at first start): its knowledge is our pages. */
export const siteAgentId = 'agt_site';

/** Locale folders of the build, '' being the default locale at the root. */
export const knowledgeLocales = ['', 'es'] as const;

const passageSchema = z.object({
  id: z.string().min(1),
  locale: z.string().nullable(),
  version: z.string().nullable(),
  pageTitle: z.string(),
  heading: z.string(),
  parentHeadings: z.array(z.string()).optional(),
  url: z.string().min(1),
  text: z.string(),
  order: z.number().int().min(0),
});

const factSchema = z.object({
  kind: z.enum(['plan', 'addOn', 'library', 'contact']),
  name: z.string().min(1),
  url: z.string().min(1),
  statements: z.partialRecord(z.enum(factAttributes), z.string().min(1)),
});

const knowledgeFileSchema = z.object({
  locale: z.string().min(1),
  defaultVersion: z.string(),
  passages: z.array(passageSchema),
  // Optional: a build from before issue 19 §3 has none, and the agent answers from passages alone.
  facts: z.array(factSchema).optional(),
  // Optional too: without it, "who are you?" is searched like any question.
  company: z.object({name: z.string().min(1), url: z.string().startsWith('/')}).optional(),
});

export function knowledgeFilePath(buildDir: string, localeFolder: string): string {
  return path.join(buildDir, localeFolder, 'agent', 'passages.json');
}

export type LoadedKnowledge = {files: KnowledgeFile[]; missing: string[]};

export async function readKnowledgeFiles(buildDir: string): Promise<LoadedKnowledge> {
  const files: KnowledgeFile[] = [];
  const missing: string[] = [];
  for (const folder of knowledgeLocales) {
    const file = knowledgeFilePath(buildDir, folder);
    let raw: string;
    try {
      raw = await fs.readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        missing.push(file);
        continue;
      }
      throw error;
    }
    const parsed = knowledgeFileSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) {
      throw new Error(`${file} is not a knowledge file: ${z.prettifyError(parsed.error)}`);
    }
    files.push(parsed.data);
  }
  return {files, missing};
}
