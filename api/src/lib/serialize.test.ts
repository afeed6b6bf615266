import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from './serialize.ts';

describe('answers written as JSON', () => {
  const schema = z.object({ id: z.string(), labelLg2: z.string().nullable(), tags: z.array(z.string()) });
  const serialize = serializerCompiler({ schema, method: 'GET', url: '/api/probe', httpStatus: '200' });

  it('writes what the schema holds, in its order, and nothing it does not name', () => {
    expect(serialize({ tags: ['a'], labelLg2: null, id: 'x', internal: 'not sent' })).toBe('{"id":"x","labelLg2":null,"tags":["a"]}');
  });

  it('refuses an answer that does not match its schema, naming the route', () => {
    expect(() => serialize({ id: 42, labelLg2: null, tags: [] })).toThrow(expect.objectContaining({ code: 'FST_ERR_RESPONSE_SERIALIZATION', method: 'GET', url: '/api/probe' }));
  });

  it('reads a schema given as `properties`', () => {
    const wrapped = serializerCompiler({ schema: { properties: z.object({ n: z.number() }) }, method: 'GET', url: '/', httpStatus: '200' });
    expect(wrapped({ n: 1, m: 2 })).toBe('{"n":1}');
  });
});
