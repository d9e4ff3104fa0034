/**
 * Call state (decision 0024): ringing → active → ended, one record per call and a pointer from each member to
 * their latest call. With Redis every change is one Lua script (compare-and-set on the state), so two nodes — or
 * two tabs answering at once — cannot both move a call; without Redis, maps in the process (one node).
 */
import type { RedisClient } from '../lib/redis';

export const callPhases = ['ringing', 'active', 'ended'] as const;
export type CallPhase = (typeof callPhases)[number];

export interface CallRecord {
  callId: string;
  callerId: string;
  calleeId: string;
  callerName: string;
  state: CallPhase;
  createdAt: number;
  answeredAt?: number;
  endedAt?: number;
  /** The socket each side is in the call with (the caller's that started it, the callee's that answered). */
  callerSocket?: string;
  calleeSocket?: string;
  endReason?: 'declined' | 'hangup' | 'missed' | 'disconnected';
}

export type CreateOutcome = 'ok' | 'exists' | 'caller-busy' | 'callee-busy';

export interface CallStore {
  /** `ringsUntil` (ms): when an unanswered call is due to end (the sweep's index, with Redis). */
  create(call: CallRecord, ttlMs: number, ringsUntil: number): Promise<CreateOutcome>;
  get(callId: string): Promise<CallRecord | null>;
  /** The member's latest call (any state), or null. */
  current(memberId: string): Promise<CallRecord | null>;
  /** Moves the call when its state is one of `from`; the updated record, or null when it was not. */
  transition(
    call: Pick<CallRecord, 'callId' | 'callerId' | 'calleeId'>,
    from: readonly CallPhase[],
    patch: Partial<CallRecord>,
    ttlMs: number,
  ): Promise<CallRecord | null>;
  /**
   * Ids of calls created to ring until before `before` (ms) and not yet forgotten: with Redis, any node ends the
   * ones still ringing whose creating node is gone (decision 0024, update). Without Redis the process holds both
   * the calls and their timers, so there is nothing another process could find: none.
   */
  dueRinging(before: number): Promise<string[]>;
  /** Drops a call from that index (it was ended, answered or lapsed). */
  forgetRinging(callId: string): Promise<void>;
}

const live = (c: CallRecord | null | undefined) => c?.state === 'ringing' || c?.state === 'active';

export function memoryCallStore(): CallStore {
  const calls = new Map<string, { call: CallRecord; expires: number }>();
  const pointers = new Map<string, string>();
  const read = (id: string | undefined) => {
    if (!id) return null;
    const entry = calls.get(id);
    if (!entry) return null;
    if (entry.expires <= Date.now()) {
      calls.delete(id);
      return null;
    }
    return entry.call;
  };
  return {
    async create(call, ttlMs, _ringsUntil) {
      for (const [id, entry] of calls) if (entry.expires <= Date.now()) calls.delete(id);
      if (calls.has(call.callId)) return 'exists';
      if (live(read(pointers.get(call.callerId)))) return 'caller-busy';
      if (live(read(pointers.get(call.calleeId)))) return 'callee-busy';
      calls.set(call.callId, { call: { ...call }, expires: Date.now() + ttlMs });
      pointers.set(call.callerId, call.callId);
      pointers.set(call.calleeId, call.callId);
      return 'ok';
    },
    async get(callId) {
      const c = read(callId);
      return c ? { ...c } : null;
    },
    async current(memberId) {
      const c = read(pointers.get(memberId));
      return c ? { ...c } : null;
    },
    async transition(call, from, patch, ttlMs) {
      const c = read(call.callId);
      if (!c || !from.includes(c.state)) return null;
      const next = { ...c, ...patch };
      calls.set(call.callId, { call: next, expires: Date.now() + ttlMs });
      return { ...next };
    },
    async dueRinging() {
      return [];
    },
    async forgetRinging() {},
  };
}

const CREATE = `
if redis.call('exists', KEYS[1]) == 1 then return 'exists' end
for i = 2, 3 do
  local cur = redis.call('get', KEYS[i])
  if cur then
    local c = redis.call('get', ARGV[3] .. cur)
    if c then
      local st = cjson.decode(c).state
      if st == 'ringing' or st == 'active' then
        if i == 2 then return 'caller-busy' else return 'callee-busy' end
      end
    end
  end
end
redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
redis.call('set', KEYS[2], ARGV[4], 'PX', ARGV[2])
redis.call('set', KEYS[3], ARGV[4], 'PX', ARGV[2])
redis.call('zadd', KEYS[4], ARGV[5], ARGV[4])
return 'ok'`;

const TRANSITION = `
local c = redis.call('get', KEYS[1])
if not c then return false end
local call = cjson.decode(c)
local ok = false
for s in string.gmatch(ARGV[1], '[^,]+') do
  if call.state == s then ok = true end
end
if not ok then return false end
for k, v in pairs(cjson.decode(ARGV[2])) do call[k] = v end
local out = cjson.encode(call)
redis.call('set', KEYS[1], out, 'PX', ARGV[3])
for i = 2, 3 do
  if redis.call('get', KEYS[i]) == call.callId then redis.call('pexpire', KEYS[i], ARGV[3]) end
end
return out`;

export function redisCallStore(redis: RedisClient, namespace: string): CallStore {
  const callKey = (id: string) => `${namespace}call:${id}`;
  const pointer = (member: string) => `${namespace}call:member:${member}`;
  /** Sorted set: call id → when it stops ringing (ms). */
  const ringing = `${namespace}call:ringing`;
  const parse = (raw: unknown): CallRecord | null => (typeof raw === 'string' ? (JSON.parse(raw) as CallRecord) : null);
  return {
    async create(call, ttlMs, ringsUntil) {
      const out = await redis.eval(CREATE, {
        keys: [callKey(call.callId), pointer(call.callerId), pointer(call.calleeId), ringing],
        arguments: [JSON.stringify(call), String(ttlMs), callKey(''), call.callId, String(ringsUntil)],
      });
      return out as CreateOutcome;
    },
    async get(callId) {
      return parse(await redis.get(callKey(callId)));
    },
    async current(memberId) {
      const id = await redis.get(pointer(memberId));
      return id ? parse(await redis.get(callKey(id))) : null;
    },
    async transition(call, from, patch, ttlMs) {
      const out = await redis.eval(TRANSITION, {
        keys: [callKey(call.callId), pointer(call.callerId), pointer(call.calleeId)],
        arguments: [from.join(','), JSON.stringify(patch), String(ttlMs)],
      });
      return parse(out);
    },
    async dueRinging(before) {
      return redis.zRangeByScore(ringing, '-inf', before, { LIMIT: { offset: 0, count: 100 } });
    },
    async forgetRinging(callId) {
      await redis.zRem(ringing, callId);
    },
  };
}
