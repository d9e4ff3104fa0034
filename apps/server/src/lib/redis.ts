/**
 * The server's Redis command connection (with `REDIS_URL`): shared rate-limit counters, login throttle counts
 * and cache change notices use it; the change bus opens one more for its subscription, and socket.io's
 * adapter its own. Errors are logged, never thrown at a request: every user of it degrades without Redis.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

const create = (url: string) => createClient({ url });
export type RedisClient = ReturnType<typeof create>;

export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<RedisClient> {
  const client = create(url);
  client.on('error', (err) => log.warn({ err }, 'redis error'));
  await client.connect();
  return client;
}

export async function closeRedis(client: RedisClient | null | undefined): Promise<void> {
  if (client?.isOpen) await client.quit().catch(() => {});
}
