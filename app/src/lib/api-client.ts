import { isErrorCode, type ApiErrorBody } from '@atelier/contracts';

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

interface ApiSettings {
  baseUrl: string;
  /** The bearer token of the signed-in user, if any. */
  getAccessToken: () => string | undefined;
}

let settings: ApiSettings = { baseUrl: '/api', getAccessToken: () => undefined };

/** Set once at start-up from the runtime configuration and the sign-in state. */
export function configureApi(next: Partial<ApiSettings>): void {
  settings = { ...settings, ...next };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The one way the SPA calls its API: JSON in and out, the bearer token when signed in, failures
 * turned into ApiRequestError or NetworkError. `T` is a contract type: the server serializes every
 * answer through the same contract schema, so the client does not ship zod to check it again.
 */
export async function apiRequest<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = settings.getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${settings.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error instanceof Error ? error.message : String(error));
  }

  const text = await response.text();
  if (!response.ok) throw new ApiRequestError(response.status, parseErrorBody(text), text);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { code, message, details } = parsed as Record<string, unknown>;
    if (!isErrorCode(code) || typeof message !== 'string') return null;
    return details === undefined ? { code, message } : { code, message, details };
  } catch {
    return null;
  }
}
