import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { RateLimit } from '../config.ts';

/**
 * Failed attempts at a secret, counted per address over a fixed window (in this process): once an
 * address has sent `max` wrong ones, every attempt of it is refused (429) until its window ends,
 * the right secret too, so guessing stops there. At most 10,000 addresses are remembered.
 */
export function failureLimit(limit: RateLimit) {
  const failures = new LRUCache<string, { count: number; since: number }>({ max: 10_000 });
  const current = (address: string, now: number) => {
    const entry = failures.get(address);
    return entry && now - entry.since < limit.timeWindow ? entry : undefined;
  };
  return {
    /** Seconds until the address may try again, or 0 when it may now. */
    blockedFor(address: string, now: number): number {
      const entry = current(address, now);
      if (!entry || entry.count < limit.max) return 0;
      return Math.ceil((entry.since + limit.timeWindow - now) / 1000);
    },
    failed(address: string, now: number): void {
      const entry = current(address, now);
      failures.set(address, entry ? { ...entry, count: entry.count + 1 } : { count: 1, since: now });
    },
  };
}

/** 429 to an address that sent too many wrong tokens lately; undefined when it may try. */
export function refuseGuesser(
  limit: ReturnType<typeof failureLimit>,
  now: number,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const wait = limit.blockedFor(req.ip, now);
  if (wait === 0) return undefined;
  return reply
    .code(429)
    .header('retry-after', String(wait))
    .send({ err: 'Too many wrong tokens from this address: try again later' });
}
