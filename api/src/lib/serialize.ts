import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Every answer checked against its schema, then written as JSON (an answer that does not match is a
 * 500, never sent). The type provider's own compiler checks with `safeEncode`, which takes about
 * twice as long as `safeParse` (a page of 50 operations: 0.14 ms against 0.10 ms, a code list
 * index 68 µs against 35 µs). The answers' schemas have no codec or transform, so both give the same
 * value.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }> = ({ schema, method, url }) => {
  const answer = schema instanceof z.ZodType ? schema : schema.properties;
  return (data) => {
    const result = answer.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
