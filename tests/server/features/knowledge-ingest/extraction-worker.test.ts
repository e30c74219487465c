/**
 * The extraction worker's limits: a file that takes longer than the time limit, more heap than
 * the worker may have, or swells the process's memory, is refused and the worker ends; the
 * server's thread carries on.
 */
import {withExtractionSession} from '../../../../server/features/knowledge-ingest/run-extraction';
import {extractionResourceLimits, extractionRssGrowthMb} from '../../../../server/features/knowledge-ingest/limits';

jest.setTimeout(30_000);

const html = Buffer.from(`<h1>Kites</h1>${'<p>Kites fly higher over the dunes in the afternoon wind.</p>'.repeat(20_000)}`);

test('past its time limit a file is refused and its worker terminated', async () => {
  const refused = withExtractionSession((session) => session.extract({kind: 'html', data: html, locale: null, page: true}), {
    timeoutMs: 5,
    resourceLimits: extractionResourceLimits,
    rssGrowthMb: extractionRssGrowthMb,
  });
  await expect(refused).rejects.toMatchObject({code: 'tooComplex', detail: 'no result within 5 ms'});
});

test('a worker that runs out of memory refuses the file, and the server goes on', async () => {
  const small = {timeoutMs: 20_000, resourceLimits: {maxOldGenerationSizeMb: 4, maxYoungGenerationSizeMb: 1, stackSizeMb: 1}, rssGrowthMb: extractionRssGrowthMb};
  const refused = withExtractionSession((session) => session.extract({kind: 'html', data: html, locale: null, page: true}), small);
  await expect(refused).rejects.toMatchObject({code: 'tooComplex'});
});

test('memory outside the heap counts too: a worker that swells the process past its bound is ended', async () => {
  // A bound no worker can keep (starting one takes more): the sampling ends it, whatever it allocates.
  const tight = {timeoutMs: 20_000, resourceLimits: extractionResourceLimits, rssGrowthMb: 0.001};
  const refused = withExtractionSession((session) => session.extract({kind: 'html', data: html, locale: null, page: true}), tight);
  await expect(refused).rejects.toMatchObject({code: 'tooComplex', detail: expect.stringContaining('resident memory grew')});
});

test('within its limits the same file is read', async () => {
  const read = await withExtractionSession(async (session) => [
    await session.extract({kind: 'html', data: html, locale: null, page: true}),
    await session.extract({kind: 'text', data: Buffer.from('Second file in the same worker.'), locale: null, page: false}),
  ]);
  expect(read[0].title).toBe('Kites');
  expect(read[1].markdown).toBe('Second file in the same worker.');
});
