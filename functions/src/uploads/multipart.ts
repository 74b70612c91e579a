/**
 * Reads one file field from a multipart/form-data body that is already in memory (the upload
 * is at most a few MB). Enough for the local upload route; not a general parser.
 */
export type FilePart = { field: string; filename: string; contentType: string; data: Buffer };

export function boundaryOf(contentType: string | undefined): string | null {
  const match = /^multipart\/form-data\s*;.*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2] ?? null) : null;
}

export function fileParts(body: Buffer, boundary: string): FilePart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FilePart[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const afterDelimiter = start + delimiter.length;
    // "--" after the delimiter closes the body.
    if (body.subarray(afterDelimiter, afterDelimiter + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, afterDelimiter);
    if (next === -1) break;
    const part = body.subarray(afterDelimiter + 2, next - 2); // drop the CRLF after the delimiter and before the next
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers)?.[1] ?? '';
      const field = /\bname="([^"]*)"/i.exec(disposition)?.[1];
      const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
      const contentType = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream';
      if (field !== undefined && filename !== undefined) parts.push({ field, filename, contentType, data: part.subarray(headerEnd + 4) });
    }
    start = next;
  }
  return parts;
}
