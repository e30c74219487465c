/**
 * The extraction worker's entry (node:worker_threads): jobs from its parent one at a time, an
 * answer for each. Its heap, stack and time are bounded by run-extraction.ts, so a hostile file
 * costs this thread, never the server's.
 */
import {parentPort} from 'node:worker_threads';
import {extract, type ExtractJob} from './extract';
import {IngestRefusal} from './messages';

export type WorkerAnswer =
  | {ok: true; title: string; markdown: string; pages: number | null}
  | {ok: false; code: string; detail: string};

async function run(job: ExtractJob): Promise<WorkerAnswer> {
  try {
    return {ok: true, ...(await extract(job))};
  } catch (error) {
    if (error instanceof IngestRefusal) return {ok: false, code: error.code, detail: error.detail};
    // Recursion in a parser on deeply nested input ends here, not in the server.
    if (error instanceof RangeError) return {ok: false, code: 'tooComplex', detail: error.message};
    return {ok: false, code: 'unreadableFile', detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error)};
  }
}

parentPort?.on('message', (job: ExtractJob) => {
  void run(job).then((answer) => parentPort?.postMessage(answer));
});
