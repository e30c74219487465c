/** Knowledge from files and web addresses (issue 23 §2): what the /v1/knowledge route uses. */
export {kindOfFileName, type SourceKind} from './file-kinds';
export {checkAddress, fetchSources} from './fetch-site';
export {deleteImportFiles, importBucket, ImportQueue} from './import-jobs';
export {ingestSources, type IngestResult, type SaveDocument, type Source} from './ingest';
export * from './limits';
export {IngestRefusal, ingestRefusals, refusalText, type IngestRefusalCode} from './messages';
export {countIngestRequest} from './rate-limit';
export {readUpload, uploadLimits} from './read-upload';
export {robotsToken, userAgent} from './robots';
export {createImport, getImport, importFilesOf, newImportId, type ImportFile, type NewImport} from './queries';
