// The kept parse of a paged list's query (decision 0200) gives what the whole schema gives, and the same errors.
import { userRoutes } from '@kindred/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseOr400 } from '../validation/core';
import { queryParser } from './contractRoute';

const schema = userRoutes.browse.schemas.query as z.ZodType;
const outcome = (parse: () => unknown) => {
  try {
    return { ok: parse() };
  } catch (error) {
    return { error: (error as Error).message, status: (error as { statusCode?: number }).statusCode };
  }
};

describe('queryParser', () => {
  const queries: Record<string, unknown>[] = [
    {},
    { limit: '20' },
    { limit: '20', cursor: 'abc.def' },
    { limit: '20', cursor: 'ghi.jkl' },
    { limit: '20', interests: 'Art', ageMin: '30', ageMax: '40', cursor: 'abc.def' },
    { limit: '20', interests: 'Art', ageMin: '30', ageMax: '40' },
    { limit: '20', online: 'true', cursor: 'x.y' },
    { limit: '20', cursor: 'not a cursor' },
    { limit: '20', cursor: `${'a'.repeat(600)}.b` },
    { limit: '0', cursor: 'abc.def' },
    { limit: '51' },
    { limit: '20', interests: 'Nope', cursor: 'abc.def' },
    { limit: '20', interests: ['Art', 'Music'], cursor: 'abc.def' },
    { limit: ['20', '30'] },
    { limit: '20', cursor: ['a.b', 'c.d'] },
    { page: '2', limit: '10' },
    { limit: '20', unknown: 'kept out', cursor: 'abc.def' },
    // Names and values that would run together in a naive key.
    { limit: '20', interests: 'Art&ageMin=30' },
    { limit: '20', interests: 'Art', ageMin: '30' },
  ];

  it('gives the whole schema’s output or error for every query, first seen or kept', () => {
    const parse = queryParser(schema);
    for (let round = 0; round < 2; round++) {
      for (const query of queries) {
        expect(
          outcome(() => parse(query)),
          JSON.stringify(query),
        ).toEqual(outcome(() => parseOr400(schema, query)));
      }
    }
  });

  it('hands out a copy: a handler changing its query does not change the next request’s', () => {
    const parse = queryParser(schema);
    const first = parse({ limit: '20', interests: 'Art' }) as { interests: string[]; limit: number };
    first.limit = 1;
    expect(parse({ limit: '20', interests: 'Art', cursor: 'a.b' })).toMatchObject({ limit: 20, cursor: 'a.b' });
  });

  it('parses whole a schema with checks across its fields', () => {
    const checked = z
      .object({ cursor: z.string().optional(), a: z.string().optional() })
      .refine((q) => !(q.cursor && q.a === 'no'), 'not with a cursor');
    const parse = queryParser(checked);
    expect(outcome(() => parse({ a: 'no' }))).toEqual({ ok: { a: 'no' } });
    expect(outcome(() => parse({ a: 'no', cursor: 'x' })).status).toBe(400);
  });
});
