import { setupI18n, type MessageDescriptor } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '@atelier/contracts';
import { messages as en } from '../locales/en/records.po';
import { messages as fr } from '../locales/fr/records.po';
import { ApiRequestError, NetworkError, UnknownCallKindError } from './api-client.ts';
import { MissingFileNameError } from './api-download.ts';
import { ERROR_MESSAGES, GENERIC_ERROR_MESSAGES, describeError } from './error-messages.ts';

const english = setupI18n({ locale: 'en', messages: { en } });
const french = setupI18n({ locale: 'fr', messages: { fr } });

/** A message with its placeholders filled (held in a variable: see error-messages.ts). */
const fill = (i18n: typeof english, descriptor: MessageDescriptor, values: Record<string, unknown>) => {
  const filled: MessageDescriptor = { ...descriptor, values };
  return i18n._(filled);
};

const apiError = (status: number, code: string, message = 'technical') =>
  new ApiRequestError(status, { code, message } as never, JSON.stringify({ code, message }));

describe('the error table', () => {
  beforeAll(() => {
    english.activate('en');
    french.activate('fr');
  });

  it.each(ERROR_CODES.filter((code) => code !== 'INTERNAL'))('says %s in English and in French', (code) => {
    const inEnglish = describeError(apiError(400, code), english);
    const inFrench = describeError(apiError(400, code), french);
    expect(inEnglish).toBe(english._(ERROR_MESSAGES[code]));
    expect(inEnglish.length).toBeGreaterThan(10);
    expect(inFrench.length).toBeGreaterThan(10);
    expect(inFrench).not.toBe(inEnglish);
  });

  it('gives a server error the specification text with the server message', () => {
    const crash = apiError(500, 'INTERNAL', 'An unexpected error occurred (request 42).');
    expect(describeError(crash, english)).toBe(
      "An error has occurred. Please contact the provider's administration team and provide them with the following message: An unexpected error occurred (request 42).",
    );
    expect(describeError(crash, french)).toContain('An unexpected error occurred (request 42).');
    expect(describeError(new ApiRequestError(502, null, 'Bad Gateway'), english)).toContain('following message: Bad Gateway');
  });

  it('shows the raw text and status of an answer that is not JSON', () => {
    const proxy = new ApiRequestError(413, null, '<html>Request Entity Too Large</html>');
    expect(describeError(proxy, english)).toBe(
      fill(english, GENERIC_ERROR_MESSAGES.notJson, { status: 413, text: '<html>Request Entity Too Large</html>' }),
    );
  });

  it('falls back to a generic message with the status for a code it does not know', () => {
    const newer = new ApiRequestError(409, null, JSON.stringify({ code: '9999', message: 'future' }));
    expect(describeError(newer, english)).toBe('The server refused the request (status 409).');
    expect(describeError(newer, french)).toContain('409');
    const parsed = new ApiRequestError(409, { code: '9999' as ErrorCode, message: 'future' }, JSON.stringify({ code: '9999', message: 'future' }));
    expect(describeError(parsed, english)).toBe('The server refused the request (status 409).');
  });

  it('names the failures that never reached an answer', () => {
    expect(describeError(new NetworkError('Failed to fetch'), english)).toBe(english._(GENERIC_ERROR_MESSAGES.network));
    expect(describeError(new MissingFileNameError('x'), english)).toBe(english._(GENERIC_ERROR_MESSAGES.missingFileName));
    expect(describeError(new UnknownCallKindError('x'), english)).toBe(english._(GENERIC_ERROR_MESSAGES.unknownCallKind));
    expect(describeError(new Error('boom'), english)).toBe('Something went wrong: boom');
  });

  it('has every generic message in French', () => {
    for (const descriptor of Object.values(GENERIC_ERROR_MESSAGES)) {
      const values = { status: 1, text: 't', message: 'm' };
      expect(fill(french, descriptor, values)).not.toBe(fill(english, descriptor, values));
    }
  });
});
