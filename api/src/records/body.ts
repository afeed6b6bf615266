import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IssueList, issueCode } from '../lib/errors.ts';

// A write's body, checked against its schema once the caller may write (authorization first), and
// in slices: a code list of 100,000 codes takes a tenth of a second to check, during which no other
// request would be answered. Each large array's items are checked between turns of the event loop.

/** Longest stretch of checking before other requests get their turn, in milliseconds. */
const SLICE_MS = 10;

/** Arrays longer than this are checked item by item, in slices; shorter ones with their object. */
const LARGE_ARRAY = 1000;

type Path = (string | number)[];

/** The array schema a field's schema wraps (`z.array(…).max(…).nullable().optional()`), if any. */
function arrayOf(schema: z.ZodType): z.ZodArray | undefined {
  let inner: z.ZodType = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap() as z.ZodType;
  return inner instanceof z.ZodArray ? inner : undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function addIssues(issues: IssueList, error: z.ZodError, prefix: Path): void {
  for (const issue of error.issues) {
    const format = 'format' in issue ? issue.format : undefined;
    issues.add({ path: ['body', ...prefix, ...(issue.path as Path)], code: issueCode(issue.code, format), message: issue.message });
  }
}

/**
 * The body as `schema` reads it, or 400 VALIDATION_FAILED with its issues (the first 100 listed,
 * all counted). The items of large arrays (a code list's codes) are checked in slices of at most
 * SLICE_MS, between which the server answers other requests.
 */
export async function parseBody(schema: z.ZodObject, body: unknown): Promise<Record<string, unknown>> {
  const large = isObject(body)
    ? Object.entries(schema.shape).flatMap(([key, field]) => {
        const array = arrayOf(field as z.ZodType);
        const value = body[key];
        return array && Array.isArray(value) && value.length > LARGE_ARRAY ? [{ key, array, value: value as unknown[] }] : [];
      })
    : [];
  const issues = new IssueList();
  // The object with each large array's length checked, not yet its items.
  const outline = large.length === 0
    ? schema
    : schema.extend(Object.fromEntries(large.map(({ key, array }) => [key, array.clone({ ...array._zod.def, element: z.unknown() })])));
  const head = outline.safeParse(body);
  if (!head.success) addIssues(issues, head.error, []);
  const output: Record<string, unknown> = head.success ? { ...head.data } : {};
  for (const { key, array, value } of large) {
    await nextTurn();
    const items: unknown[] = new Array(value.length);
    let sliceStart = performance.now();
    for (let index = 0; index < value.length; index += 1) {
      const item = z.safeParse(array.element, value[index]);
      if (item.success) items[index] = item.data;
      else addIssues(issues, item.error, [key, index]);
      if (index % 64 === 63 && performance.now() - sliceStart > SLICE_MS) {
        await nextTurn();
        sliceStart = performance.now();
      }
    }
    output[key] = items;
  }
  issues.throwIfAny();
  return output;
}

/**
 * Route option of the writes whose body `parseBody` checks (in `preHandler`, after authorization):
 * Fastify checks their parameters and query as usual, and leaves the body as parsed.
 */
export const bodyCheckedLater: FastifySchemaCompiler<unknown> = (route) =>
  route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
