import type { ApiErrorBody, ErrorCode } from '@atelier/contracts';

/** A non-success answer: the parsed error body when the server sent one, else its raw text. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';

  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    readonly rawText: string,
  ) {
    super(body ? `${status} ${body.code}: ${body.message}` : `${status}: ${rawText.slice(0, 200)}`);
  }
}

/** The request never got an answer (offline, server down, blocked). */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/** A call whose HTTP method is none of the API's (a programming error, caught before sending). */
export class UnknownCallKindError extends Error {
  override name = 'UnknownCallKindError';
}

interface ApiSettings {
  baseUrl: string;
  /** The bearer token of the signed-in user, if any (read from the sign-in library's store). */
  getAccessToken: () => string | undefined | Promise<string | undefined>;
}

let settings: ApiSettings = { baseUrl: '/api', getAccessToken: () => undefined };

/** Set once at start-up from the runtime configuration and the sign-in state. */
export function configureApi(next: Partial<ApiSettings>): void {
  settings = { ...settings, ...next };
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

export interface RequestOptions {
  method?: Method;
  /**
   * Sent as JSON; a FormData as multipart/form-data (an upload: a file with its fields); a Blob (a
   * file) as it is, its own `type` the Content-Type (`new Blob([file], { type })` to name another).
   */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The one way the SPA calls its API: JSON (or multipart, for uploads) in, JSON out, the bearer token when signed in, failures
 * turned into ApiRequestError or NetworkError. `T` is a contract type: the server serializes every
 * answer through the same contract schema, so the client does not ship zod to check it again.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { text } = await answered(path, options, 'application/json');
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** A list of records: one page of items, and how many match in all (`X-Total-Count`). */
export async function apiList<T>(path: string, options: RequestOptions = {}): Promise<{ items: T[]; total: number }> {
  const { text, headers } = await answered(path, options, 'application/json');
  const items = JSON.parse(text) as T[];
  const total = Number(headers.get('x-total-count') ?? items.length);
  return { items, total: Number.isNaN(total) ? items.length : total };
}

/**
 * A write whose answer is the record's identifier as plain text (create, update, publish, delete:
 * the API's convention for every record).
 */
export function apiWrite(path: string, options: RequestOptions & { method: Exclude<Method, 'GET'> }): Promise<string> {
  return answered(path, options, 'text/plain, application/json').then(({ text }) => text);
}

/** The answer's body as text with its headers, or its failure as ApiRequestError. */
async function answered(path: string, options: RequestOptions, accept: string): Promise<{ text: string; headers: Headers }> {
  const response = await send(path, options, accept);
  const text = await response.text();
  if (!response.ok) throw refusal(response.status, text);
  return { text, headers: response.headers };
}

/** A non-success answer's error, from its status and body text. */
export function refusal(status: number, text: string): ApiRequestError {
  return new ApiRequestError(status, parseErrorBody(text), text);
}

/** Sends a call with the bearer token; a request that gets no answer becomes a NetworkError. */
export async function send(path: string, { method = 'GET', body, signal }: RequestOptions, accept: string): Promise<Response> {
  if (!(METHODS as readonly string[]).includes(method)) throw new UnknownCallKindError(`Unknown call kind: ${method}`);
  const headers: Record<string, string> = { accept };
  // Multipart bodies get their content type, with its boundary, from the browser; a Blob says its own.
  const multipart = body instanceof FormData;
  const raw = body instanceof Blob;
  if (raw && body.type !== '') headers['content-type'] = body.type;
  else if (body !== undefined && !multipart && !raw) headers['content-type'] = 'application/json';
  const token = await settings.getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(`${settings.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : multipart || raw ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * An error answer's body when it has the contract's shape. Its code is not looked up in the table of
 * codes here (the table would weigh on the first page): a code this version does not know, from a
 * newer server, simply matches no test, and `describeError` gives it the generic words.
 */
function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { code, message, details } = parsed as Record<string, unknown>;
    if (typeof code !== 'string' || typeof message !== 'string') return null;
    const known = code as ErrorCode;
    return details === undefined ? { code: known, message } : { code: known, message, details };
  } catch {
    return null;
  }
}
