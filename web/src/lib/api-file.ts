import { ApiError, noteAnswerStatus, readEnvelope, sendToApi, UNEXPECTED_ANSWER_MESSAGE, type ApiRequest } from './api-client';

/** A file the API sent to be saved, and the name it suggested for it (Content-Disposition). */
export type ApiFile = { blob: Blob; fileName: string | null };

/** The file name of a Content-Disposition header: RFC 6266's `filename*` first, else `filename`. */
export function attachmentName(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A badly encoded name: the plain one below, if any, still serves.
    }
  }
  return /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;\s]+)/i.exec(disposition)?.slice(1).find(Boolean) ?? null;
}

/**
 * Fetches a document the API sends as a file rather than in the envelope (the caller's data
 * export), with the session's token as every call has. A refusal still comes as the envelope,
 * whose message the ApiError carries (a 429 says how long to wait).
 */
export async function apiFile(path: string, request: ApiRequest = {}): Promise<ApiFile> {
  const { method = 'GET' } = request;
  const { response, sentToken } = await sendToApi(path, request);
  if (!response.ok) {
    const envelope = await readEnvelope(response);
    noteAnswerStatus(response.status, sentToken, envelope?.message);
    if (response.status >= 500 || !envelope) console.error(`${method} ${path} answered ${response.status}: ${envelope?.message ?? 'without the API envelope'}`);
    throw new ApiError(response.status, envelope?.message ?? UNEXPECTED_ANSWER_MESSAGE, envelope?.data ?? null);
  }
  noteAnswerStatus(response.status, sentToken);
  return { blob: await response.blob(), fileName: attachmentName(response.headers.get('Content-Disposition')) };
}
