/**
 * Shared rate-limit counters in Redis for several server nodes. @fastify/rate-limit's Redis store speaks the
 * ioredis API (`defineCommand` + Lua); this adapts the node-redis client the server already uses.
 */
import type { RedisClient } from '../lib/redis';

type Callback = (err: Error | null, result?: unknown) => void;

export function rateLimitRedisShim(client: RedisClient) {
  const shim: Record<string, unknown> = {
    defineCommand(name: string, definition: { lua: string }) {
      shim[name] = (key: string, ...rest: unknown[]) => {
        const cb = rest.pop() as Callback;
        client
          .eval(definition.lua, { keys: [key], arguments: rest.map(String) })
          .then((result) => cb(null, result))
          .catch((err: Error) => cb(err));
      };
    },
  };
  return shim;
}
