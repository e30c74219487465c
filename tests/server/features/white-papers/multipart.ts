/** Upload bodies for the staff white-paper routes. */

/** A multipart/form-data body with one file part (or only a text field when `file` is null). */
export function multipart(
  file: {name: string; type?: string; data: Buffer} | null,
  boundary = 'test-boundary-7d9c',
): {payload: Buffer; headers: Record<string, string>} {
  const parts = file
    ? [
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
        file.data,
        `\r\n--${boundary}--\r\n`,
      ]
    : [`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--${boundary}--\r\n`];
  return {
    payload: Buffer.concat(parts.map((part) => (Buffer.isBuffer(part) ? part : Buffer.from(part)))),
    headers: {'content-type': `multipart/form-data; boundary=${boundary}`},
  };
}
