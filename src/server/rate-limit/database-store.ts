import type { Database } from '#server/db/client.ts';
import type { Clock } from '#server/clock.ts';
import { countInWindow } from './limiter.ts';

/** What @fastify/rate-limit hands a store: the current count and the time left in the window. */
type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string }; groupId?: string };

/**
 * A store for @fastify/rate-limit over the rate_limit_buckets table, so every app process
 * shares the counts and one upsert counts exactly under concurrency (PGlite and PostgreSQL).
 * Keys are namespaced by route, so one client's count on one route never spends another's.
 */
export function databaseStore(db: Database, clock: Clock) {
  return class DatabaseStore {
    readonly namespace: string;

    // At run time the plugin passes its merged options, with the route in `routeInfo`.
    constructor(options: object = {}) {
      const params = options as RouteParams;
      const method = [params.routeInfo?.method ?? ''].flat().join(',');
      this.namespace = params.groupId ?? `${method} ${params.routeInfo?.url ?? 'global'}`;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      countInWindow(db, clock, `route:${this.namespace}`, key, timeWindow).then(
        ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): DatabaseStore {
      return new DatabaseStore(routeOptions);
    }
  };
}
