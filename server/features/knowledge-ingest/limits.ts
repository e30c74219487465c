/** The bounds of knowledge ingestion (issue 23 §2): what one request may bring and cost. */

/** One uploaded file, at most. */
export const maxFileBytes = 10 * 1024 * 1024;
/** An upload larger than this in all is read as a job: answered 202, followed with a GET. */
export const largeUploadBytes = 10 * 1024 * 1024;
/** Files in one multipart request. */
export const maxFilesPerRequest = 5;
/** Pages read for one URL: the page itself, or a sitemap's pages of the same site. */
export const maxPagesPerUrl = 25;
/** One fetched page, robots.txt or sitemap, at most. */
export const maxFetchBytes = 5 * 1024 * 1024;
/** One fetch (connect to last byte). */
export const fetchTimeoutMs = 10_000;
/** All the fetches of one URL request together. */
export const crawlDeadlineMs = 60_000;
/** Redirects followed for one fetch, each target checked by the guard again. */
export const maxRedirects = 3;
/** Markdown extracted from one file or page (it is stored and indexed whole). */
export const maxExtractedBytes = 2 * 1024 * 1024;
/** A DOCX's declared uncompressed size, all entries together (zip bombs stop here). */
export const maxDocxUncompressedBytes = 64 * 1024 * 1024;
/** A DOCX entry may be at most this many times its compressed size. */
export const maxDocxRatio = 200;
/** PDF pages read at most. */
export const maxPdfPages = 2000;

/** All the files or pages of one request: those not started by then are skipped (tooComplex). */
export const requestExtractionMs = 60_000;
/** The extraction worker: a file's extraction is stopped after this long. */
export const extractionTimeoutMs = 20_000;
/** The extraction worker's V8 limits (node:worker_threads resourceLimits). */
export const extractionResourceLimits = {maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4} as const;
/**
 * How far the process's resident memory may grow while a file is read. The V8 limits above do
 * not cover buffers outside the heap (a PDF's inflated streams), so the parent samples the
 * process's memory and ends a worker that passes this.
 */
export const extractionRssGrowthMb = 768;
/** How often that is sampled. */
export const rssSampleMs = 25;
/** Extractions at once on one instance (2 cores: the rest keep answering); the others wait. */
export const concurrentExtractions = 1;
/** Extractions waiting at most; beyond it a request is refused as busy. */
export const queuedExtractions = 20;
