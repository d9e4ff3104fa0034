/**
 * `node --import tsx apps/server/bench/tokenVerify.ts` — the CPU of a token's first verification (no cache): jose's
 * `jwtVerify` (WebCrypto) against the token service's `node:crypto` HMAC (decision 0242). Each round verifies N
 * distinct tokens with a fresh service (every one a cache miss) and reports process CPU (user + system, all threads,
 * so WebCrypto's thread-pool work counts) per token. A microbenchmark: read it next to the machine's load.
 */
import { cpuUsage } from 'node:process';
import { loadavg } from 'node:os';
import { jwtVerify } from 'jose';
import { createTokenService } from '../src/auth/tokens';

const N = Number(process.env.TOKENS || 5000);
const ROUNDS = Number(process.env.ROUNDS || 5);
const secret = 'x'.repeat(64);
const signer = createTokenService(secret);
const ids = Array.from({ length: N }, (_, i) => i.toString(16).padStart(24, '0'));
const tokens = await Promise.all(ids.map((id) => signer.sign(id, { sid: 'a'.repeat(24) })));
const key = new TextEncoder().encode(secret);

async function cpuPer(run: () => Promise<void>): Promise<number> {
  const before = cpuUsage();
  await run();
  const used = cpuUsage(before);
  return (used.user + used.system) / N; // µs per token
}

const jose = async () => {
  for (const token of tokens) {
    const { payload } = await jwtVerify(token, key, { issuer: 'kindred', algorithms: ['HS256'] });
    if (!payload.sub) throw new Error('no sub');
  }
};
const ours = async () => {
  const service = createTokenService(secret);
  for (const token of tokens) if (!service.verify(token)) throw new Error('refused');
};
console.log(
  `load ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')}; ${N} tokens a round`,
);
for (let round = 0; round < ROUNDS; round++) {
  const a = await cpuPer(jose);
  const b = await cpuPer(ours);
  console.log(
    `round ${round + 1}: jose jwtVerify ${a.toFixed(1)} µs, node:crypto HMAC ${b.toFixed(1)} µs of CPU a token`,
  );
}
