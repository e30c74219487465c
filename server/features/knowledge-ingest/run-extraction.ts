/**
 * Runs extract.ts in a worker thread, with a time limit per file and V8 resource limits. One
 * request's files or pages share a worker (an extraction session: the libraries load once),
 * one after the other; a file that overruns its time gets its worker terminated, one that
 * exhausts its memory ends it, and the next file starts a fresh worker. At most
 * `concurrentExtractions` sessions run at once on this instance (a small queue waits; beyond it
 * the request is refused as busy), so the server's own thread keeps answering.
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {Extracted, ExtractJob} from './extract';
import type {WorkerAnswer} from './extract-worker';
import {concurrentExtractions, extractionResourceLimits, extractionRssGrowthMb, extractionTimeoutMs, queuedExtractions, rssSampleMs} from './limits';
import {IngestRefusal, ingestRefusals, type IngestRefusalCode} from './messages';

/**
 * The worker is TypeScript: a two-line CommonJS start registers tsx's require hook in the new
 * thread, then loads it, whether the server itself runs under tsx or jest.
 */
const workerStart = [
  `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();`,
  `require(${JSON.stringify(path.join(__dirname, 'extract-worker.ts'))});`,
].join('\n');

export type ExtractionLimits = {
  timeoutMs: number;
  resourceLimits: {maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb: number; stackSizeMb: number};
  /** Growth of the process's resident memory while one file is read (covers buffers outside the heap). */
  rssGrowthMb: number;
};
export const defaultExtractionLimits: ExtractionLimits = {
  timeoutMs: extractionTimeoutMs,
  resourceLimits: extractionResourceLimits,
  rssGrowthMb: extractionRssGrowthMb,
};

let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= concurrentExtractions) {
    if (waiting.length >= queuedExtractions) throw new IngestRefusal('busy');
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  // A finished session hands its slot straight to the next one waiting.
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
}

/** One worker, started when first needed and replaced after a failure. */
class ExtractionWorker {
  private worker: Worker | undefined;
  private pending: ((answer: WorkerAnswer) => void) | undefined;

  constructor(private readonly limits: ExtractionLimits) {}

  private start(): Worker {
    const worker = new Worker(workerStart, {eval: true, resourceLimits: this.limits.resourceLimits, stdout: true, stderr: true});
    // A worker already replaced (terminated after a timeout) speaks for no job any more.
    const fail = (detail: string) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.pending?.({ok: false, code: 'tooComplex', detail});
    };
    worker.on('message', (answer: WorkerAnswer) => {
      if (this.worker === worker) this.pending?.(answer);
    });
    worker.on('error', (error: Error & {code?: string}) => fail(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out of memory' : error.message));
    worker.on('exit', (exitCode) => fail(`worker exited with ${exitCode}`));
    // Drained, never shown: a library's console output is no answer.
    worker.stdout.resume();
    worker.stderr.resume();
    return worker;
  }

  run(job: ExtractJob): Promise<WorkerAnswer> {
    const worker = (this.worker ??= this.start());
    return new Promise((resolve) => {
      // Stuck on this file, or swelling the process: the worker goes, the next file gets a fresh one.
      const stop = (detail: string) => {
        this.worker = undefined;
        void worker.terminate();
        settle({ok: false, code: 'tooComplex', detail});
      };
      const timer = setTimeout(() => stop(`no result within ${this.limits.timeoutMs} ms`), this.limits.timeoutMs);
      const ceiling = process.memoryUsage.rss() + this.limits.rssGrowthMb * 1024 * 1024;
      const sampler = setInterval(() => {
        if (process.memoryUsage.rss() > ceiling) stop(`resident memory grew by more than ${this.limits.rssGrowthMb} MB`);
      }, rssSampleMs);
      const settle = (answer: WorkerAnswer) => {
        if (this.pending !== settle) return;
        this.pending = undefined;
        clearTimeout(timer);
        clearInterval(sampler);
        resolve(answer);
      };
      this.pending = settle;
      const copy = new Uint8Array(job.data);
      worker.postMessage({...job, data: copy}, [copy.buffer]);
    });
  }

  close(): void {
    const worker = this.worker;
    this.worker = undefined;
    this.pending = undefined;
    if (worker) void worker.terminate();
  }
}

export type ExtractionSession = {extract(job: ExtractJob): Promise<Extracted>};

/** Runs `use` with a session whose `extract` answers each file's Markdown or an IngestRefusal. */
export async function withExtractionSession<T>(use: (session: ExtractionSession) => Promise<T>, limits = defaultExtractionLimits): Promise<T> {
  const release = await slot();
  const worker = new ExtractionWorker(limits);
  try {
    return await use({
      async extract(job) {
        const answer = await worker.run(job);
        if (answer.ok) return {title: answer.title, markdown: answer.markdown, pages: answer.pages};
        const code = (Object.hasOwn(ingestRefusals, answer.code) ? answer.code : 'unreadableFile') as IngestRefusalCode;
        throw new IngestRefusal(code, answer.detail);
      },
    });
  } finally {
    worker.close();
    release();
  }
}
