import type { FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from '../db/database';
import { readMemo } from '../db/read-memo';
import { organisationToday } from '../modules/settings/time-zone.service';

/**
 * A route's 200 body as its response schema writes it, with the serializer the app registers: a body
 * kept serialised reads exactly as one the route would have serialised itself.
 */
export function responseSerializer<S extends z.ZodType>(
  schema: S,
  url: string,
): (data: z.input<S>) => string {
  return serializerCompiler({ schema, method: 'GET', url, httpStatus: '200' }) as (
    data: z.input<S>,
  ) => string;
}

/**
 * Answers a read with the JSON body kept under `key`, or with `compute()`'s answer serialised by the
 * route's response schema (`responseSerializer`) and kept, sent as it is. `key` names everything the
 * answer depends on besides the data: the route, its query, and the day or user where the answer
 * reads them. `stableUntil`, for an answer that moves with the clock, gives the instant it stops
 * being true even if no data changes.
 */
export async function sendKept<T>(
  reply: FastifyReply,
  db: Database,
  read: {
    key: string;
    now: Date;
    serialize: (data: T) => string;
    compute: () => Promise<T>;
    stableUntil?: () => Promise<number>;
  },
): Promise<FastifyReply> {
  const body = await readMemo(db).read(read.key, read.now, async () => {
    const [value, validUntil] = await Promise.all([read.compute(), read.stableUntil?.()]);
    return { value: read.serialize(value), ...(validUntil === undefined ? {} : { validUntil }) };
  });
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * Answers a read that depends on the data, the organisation's day, its query and, where given, one
 * user: kept between requests under those (read-memo.ts), worked out by `compute(today)` otherwise.
 */
export async function sendKeptDayRead<T>(
  reply: FastifyReply,
  db: Database,
  clock: () => Date,
  read: {
    route: string;
    query: unknown;
    userId?: number;
    serialize: (data: T) => string;
    compute: (today: string) => Promise<T>;
  },
): Promise<FastifyReply> {
  const now = clock();
  const today = await organisationToday(db, now);
  return sendKept(reply, db, {
    key: `${read.route}:${today}:${read.userId ?? ''}:${JSON.stringify(read.query)}`,
    now,
    serialize: read.serialize,
    compute: () => read.compute(today),
  });
}
