import { delay, http, HttpResponse } from 'msw';
import { ERROR_CATALOGUE, type ApiErrorBody, type ErrorCode, type UserPrivileges } from '@atelier/contracts';
import { adminPrivilegesFixture, appContextFixture, disseminationStatusFixture, stampsFixture } from './fixtures.ts';

/** An error answer exactly as the API sends it: catalogue status, `{code, message}` body. */
export function errorResponse(code: ErrorCode, details?: unknown): HttpResponse<ApiErrorBody> {
  const { status, message } = ERROR_CATALOGUE[code];
  return HttpResponse.json(details === undefined ? { code, message } : { code, message, details }, { status });
}

/** `GET path` left unanswered: the screen stays loading. */
export function neverAnswered(path: string) {
  return http.get(path, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  });
}

/** The user as `users/info` and `users/stamp` describe them: these privileges, this stamp. */
export function signedInAs(privileges: UserPrivileges, stamp = stampsFixture[0]!.stamp) {
  return [
    http.get('/api/users/info', () => HttpResponse.json(privileges)),
    http.get('/api/users/stamp', () => HttpResponse.json([{ stamp }])),
  ];
}

/** The API as stories and component tests see it by default; a story overrides what it needs. */
export const defaultHandlers = [
  http.get('/api/init', () => HttpResponse.json(appContextFixture)),
  http.get('/api/disseminationStatus', () => HttpResponse.json(disseminationStatusFixture)),
  http.get('/api/users/info', () => HttpResponse.json(adminPrivilegesFixture)),
  http.get('/api/users/stamp', () => HttpResponse.json(stampsFixture)),
];
