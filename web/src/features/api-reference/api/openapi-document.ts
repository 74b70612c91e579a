import useSWR from 'swr';
import { env } from '@/config/env';
import { ApiError, NETWORK_ERROR_MESSAGE, UNEXPECTED_ANSWER_MESSAGE } from '@/lib/api-client';

/** Where the API describes itself: its OpenAPI document, plain JSON rather than the API's envelope. */
export const OPENAPI_DOCUMENT_URL = `${env.apiBaseUrl}/openapi.json`;

/** The parts of an OpenAPI document the reference cannot do without. */
export type OpenApiDocument = { openapi: string; info: { title: string; version: string }; paths: Record<string, unknown> };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOpenApiDocument(value: unknown): value is OpenApiDocument {
  return isRecord(value) && typeof value.openapi === 'string' && isRecord(value.info) && typeof value.info.title === 'string' && isRecord(value.paths);
}

/** A failure the API answered in its envelope carries a message meant for people; anything else gets the client's own. */
function failureMessage(body: unknown): string {
  return isRecord(body) && body.success === false && typeof body.message === 'string' && body.message ? body.message : UNEXPECTED_ANSWER_MESSAGE;
}

/** Reads the OpenAPI document; every failure, whatever its cause, is an ApiError, as the API client's are. */
export async function fetchOpenApiDocument(url: string): Promise<OpenApiDocument> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isOpenApiDocument(body)) return body;
  throw new ApiError(response.status, response.ok ? UNEXPECTED_ANSWER_MESSAGE : failureMessage(body));
}

/** The API's OpenAPI document through the app's cache: retried like any answer that may succeed next time. */
export function useOpenApiDocument() {
  return useSWR<OpenApiDocument, ApiError, readonly [string]>([OPENAPI_DOCUMENT_URL], ([url]) => fetchOpenApiDocument(url));
}
