import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { cyclesOf, importsOf } from './check-source.mjs';

test('finds a cycle of two, a longer one and a self-import; a chain is not one', () => {
  const graph = new Map([
    ['a', ['b']],
    ['b', ['a']],
    ['c', ['d']],
    ['d', ['e']],
    ['e', ['c', 'f']],
    ['f', []],
    ['g', ['g']],
    ['h', ['f']],
  ]);
  assert.deepEqual(
    cyclesOf(graph)
      .map((c) => c.join(','))
      .sort(),
    ['a,b', 'c,d,e', 'g'],
  );
});

test('a type-only import is an edge; a package import is not', () => {
  const dir = mkdtempSync(path.join(import.meta.dirname, '..', '.test-data-source-'));
  writeFileSync(path.join(dir, 'one.ts'), "import type { Two } from './two';\nimport { x } from 'node:fs';\n");
  writeFileSync(path.join(dir, 'two.ts'), 'export interface Two { n: number }\n');
  try {
    assert.deepEqual(importsOf(path.join(dir, 'one.ts')), [path.join(dir, 'two.ts')]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
