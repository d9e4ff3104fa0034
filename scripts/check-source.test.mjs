import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { OUTSIDE_REFERENCE, cyclesOf, importsOf } from './check-source.mjs';
import { copiesOf } from './lib/copies.mjs';
import { coreEntryExports, unusedCoreExports } from './lib/core-exports.mjs';

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

test('a block of ten significant lines in two files is a copy; nine are not, nor blank or punctuation lines', () => {
  const block = Array.from({ length: 10 }, (_, i) => `  const value${i} = compute(${i});`);
  const files = [
    { name: 'a.ts', text: ['export function a() {', ...block, '}'].join('\n') },
    {
      name: 'b.ts',
      text: ['export function b() {', '', ...block.slice(0, 5), '', '  });', ...block.slice(5), '}'].join('\n'),
    },
    { name: 'c.ts', text: ['export function c() {', ...block.slice(0, 9), '  return other;', '}'].join('\n') },
  ];
  const copies = copiesOf(files);
  assert.equal(copies.length, 1);
  assert.deepEqual(
    copies[0].places.map((p) => [p.name, p.from, p.to]),
    [
      ['a.ts', 2, 11],
      ['b.ts', 3, 14],
    ],
  );
  assert.equal(copies[0].lines, 10);
});

test('a longer copy is reported once, with its whole length; imports and comments do not count', () => {
  const block = Array.from({ length: 14 }, (_, i) => `call(${i}, 'x');`);
  const imports = Array.from({ length: 12 }, (_, i) => `import { x${i} } from './m${i}';`);
  const copies = copiesOf([
    { name: 'a.ts', text: [...imports, '// one', ...block].join('\n') },
    { name: 'b.ts', text: [...imports, '/* two */', ...block].join('\n') },
  ]);
  assert.equal(copies.length, 1);
  assert.equal(copies[0].lines, 14);
  assert.deepEqual(
    copies[0].places.map((p) => p.from),
    [14, 14],
  );
});

test("core's entry: an export nothing outside takes is reported; named, type-position and re-exported uses count", () => {
  const dir = mkdtempSync(path.join(import.meta.dirname, '.core-exports-'));
  try {
    const file = (name, text) => (writeFileSync(path.join(dir, name), text), path.join(dir, name));
    file('rules.ts', 'export const used = 1;\nexport const unused = 2;\nexport type Shape = { a: number };\n');
    file('more.ts', 'export function taken() {}\nexport const reExported = 3;\nexport interface Typed { b: string }\n');
    const entry = file(
      'index.ts',
      "export * from './rules';\nexport { taken, reExported, type Typed } from './more';\n",
    );
    const exported = coreEntryExports(entry);
    assert.deepEqual([...exported.keys()].sort(), ['Shape', 'Typed', 'reExported', 'taken', 'unused', 'used']);
    assert.equal(exported.get('used'), './rules');
    const app = file(
      'app.tsx',
      "import { used, taken as t } from '@kindred/core';\nexport { reExported } from '@kindred/core';\n",
    );
    const types = file(
      'types.ts',
      "let x: import('@kindred/core').Shape;\nimport type { Other } from '@kindred/ui';\n",
    );
    assert.deepEqual(unusedCoreExports(exported, [app, types]), ['Typed', 'unused']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a comment citing the brief by number is found, across a comment line break too; a docs/product page or a plain word is not', () => {
  const found = (text) => [...text.matchAll(OUTSIDE_REFERENCE)].length > 0;
  for (const line of [
    '// spec 001 §5 step 2',
    ' * (spec 000 §7, 001 §5)',
    '// Spec 002: 404',
    '// specs 000',
    '(kept, spec\n * 000 §4)',
  ])
    assert.ok(found(line), line);
  for (const line of ['// docs/product/accounts.md step 2', "// the spec's original client", '// spec0001 id'])
    assert.ok(!found(line), line);
});
