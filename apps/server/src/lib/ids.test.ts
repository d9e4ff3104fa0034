import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('newId', () => {
  it('gives 24-hex ids that do not repeat across several batches of random bytes', () => {
    const ids = Array.from({ length: 2000 }, newId);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Consecutive ids share no bytes (each takes its own slice of the batch).
    const halves = new Set(ids.flatMap((id) => [id.slice(0, 12), id.slice(12)]));
    expect(halves.size).toBe(ids.length * 2);
  });
});
