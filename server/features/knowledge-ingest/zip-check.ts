/**
 * A DOCX is a zip archive. Before the DOCX reader sees it, its central directory is read: the
 * sizes it declares must stay within bounds, in total and as a ratio to each entry's compressed
 * size, so a zip bomb is refused without unpacking it. Then each entry is inflated once with
 * its declared size as a hard cap (zlib's maxOutputLength), so an archive that lies about its
 * sizes is refused at the cap instead of unpacking into memory the worker's heap limit does not
 * cover (inflated data lives in buffers outside the V8 heap).
 */
import zlib from 'node:zlib';
import {maxDocxRatio, maxDocxUncompressedBytes} from './limits';
import {IngestRefusal} from './messages';

const endOfCentralDirectory = 0x06054b50;
const centralFileHeader = 0x02014b50;

export function checkZipSizes(data: Buffer): void {
  // The end record is in the last 65,557 bytes (22 bytes plus a comment of up to 65,535).
  let end = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 65_557); at -= 1) {
    if (data.readUInt32LE(at) === endOfCentralDirectory) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new IngestRefusal('unreadableFile', 'no zip central directory');
  const entries = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== centralFileHeader) {
      throw new IngestRefusal('unreadableFile', 'broken zip central directory');
    }
    const compressed = data.readUInt32LE(at + 20);
    const uncompressed = data.readUInt32LE(at + 24);
    // 0xffffffff: a Zip64 size, which no honest word document needs.
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) throw new IngestRefusal('archiveTooLarge', 'zip64 entry');
    if (uncompressed > Math.max(compressed, 1024) * maxDocxRatio) throw new IngestRefusal('archiveTooLarge', 'entry ratio');
    total += uncompressed;
    if (total > maxDocxUncompressedBytes) throw new IngestRefusal('archiveTooLarge', 'total size');
    checkInflatedSize(data, {method: data.readUInt16LE(at + 10), compressed, uncompressed, localHeader: data.readUInt32LE(at + 42)});
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
}

/** Inflates one entry with its declared size as the cap: more output than declared is a lie. */
function checkInflatedSize(data: Buffer, entry: {method: number; compressed: number; uncompressed: number; localHeader: number}): void {
  const {method, compressed, uncompressed, localHeader} = entry;
  if (localHeader + 30 > data.length || data.readUInt32LE(localHeader) !== 0x04034b50) {
    throw new IngestRefusal('unreadableFile', 'broken zip local header');
  }
  const start = localHeader + 30 + data.readUInt16LE(localHeader + 26) + data.readUInt16LE(localHeader + 28);
  if (start + compressed > data.length) throw new IngestRefusal('unreadableFile', 'zip entry past the end');
  if (method === 0) return;
  if (method !== 8) throw new IngestRefusal('unreadableFile', `zip compression method ${method}`);
  let inflated: Buffer;
  try {
    inflated = zlib.inflateRawSync(data.subarray(start, start + compressed), {maxOutputLength: Math.max(uncompressed, 1)});
  } catch (error) {
    if ((error as {code?: string}).code === 'ERR_BUFFER_TOO_LARGE') throw new IngestRefusal('archiveTooLarge', 'an entry inflates past its declared size');
    throw new IngestRefusal('unreadableFile', 'a zip entry does not inflate');
  }
  if (inflated.length !== uncompressed) throw new IngestRefusal('unreadableFile', 'a zip entry is not its declared size');
}
