// Unit test of the bundle budget's chunk-graph walk (scripts/lib/bundle-graph.mjs) on a tiny manifest.
// Run by the `bundle` step of `npm test` before the budget itself: `node --test scripts/bundle-budget.test.mjs`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  addedWeight,
  chunkForSource,
  entryKey,
  filesOf,
  lazyChunks,
  memberShellLazy,
  routeWeight,
  staticClosure,
} from './lib/bundle-graph.mjs';

/** index.html → react, shared; Home (lazy) → shared, index.html (a cycle back to the entry); Login (lazy) → form → shared. */
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js', '_shared.js'],
    dynamicImports: ['src/features/home/HomePage.tsx', 'src/features/auth/LoginPage.tsx', 'src/lib/socket.ts'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  '_form.js': { file: 'assets/form.js', imports: ['_shared.js'], css: ['assets/form.css'] },
  'src/features/home/HomePage.tsx': {
    file: 'assets/HomePage.js',
    src: 'src/features/home/HomePage.tsx',
    isDynamicEntry: true,
    imports: ['_shared.js', 'index.html'],
  },
  'src/features/auth/LoginPage.tsx': {
    file: 'assets/LoginPage.js',
    src: 'src/features/auth/LoginPage.tsx',
    isDynamicEntry: true,
    imports: ['_form.js'],
    dynamicImports: ['src/lib/socket.ts'],
  },
  'src/lib/socket.ts': {
    file: 'assets/socket.js',
    src: 'src/lib/socket.ts',
    isDynamicEntry: true,
    dynamicImports: ['node_modules/socket.io-client/index.js', 'src/features/home/HomePage.tsx'],
  },
  'node_modules/socket.io-client/index.js': {
    file: 'assets/io.js',
    src: 'node_modules/socket.io-client/index.js',
    isDynamicEntry: true,
  },
  '_font.woff2': { file: 'assets/font.woff2' },
};
const sizes = {
  'assets/index.js': 1000,
  'assets/react.js': 50000,
  'assets/shared.js': 3000,
  'assets/form.js': 7000,
  'assets/HomePage.js': 400,
  'assets/LoginPage.js': 900,
  'assets/socket.js': 2000,
  'assets/io.js': 13000,
  'assets/index.css': 2000,
  'assets/shared.css': 500,
  'assets/form.css': 800,
};
const sizeOf = (file) => {
  assert.ok(file in sizes, `unexpected file ${file}`);
  return sizes[file];
};

test('finds the one entry chunk', () => {
  assert.equal(entryKey(manifest), 'index.html');
  assert.throws(() => entryKey({ a: { file: 'a.js' } }), /one entry chunk/);
});

test('follows static imports transitively, survives cycles, never follows dynamic imports', () => {
  assert.deepEqual([...staticClosure(manifest, ['index.html'])].sort(), ['_react.js', '_shared.js', 'index.html']);
  assert.deepEqual([...staticClosure(manifest, ['src/features/home/HomePage.tsx'])].sort(), [
    '_react.js',
    '_shared.js',
    'index.html',
    'src/features/home/HomePage.tsx',
  ]);
  assert.throws(() => staticClosure(manifest, ['missing.js']), /no chunk missing\.js/);
});

test('a route counts the entry, its lazy chunk and their imports once each, JS and CSS apart', () => {
  const home = routeWeight(manifest, ['src/features/home/HomePage.tsx'], sizeOf);
  assert.deepEqual(home.js.sort(), ['assets/HomePage.js', 'assets/index.js', 'assets/react.js', 'assets/shared.js']);
  assert.equal(home.jsBytes, 1000 + 50000 + 3000 + 400);
  assert.equal(home.cssBytes, 2000 + 500);

  const login = routeWeight(manifest, ['src/features/auth/LoginPage.tsx'], sizeOf);
  assert.equal(login.jsBytes, 1000 + 50000 + 3000 + 7000 + 900); // not the socket: it is a dynamic import
  assert.equal(login.cssBytes, 2000 + 500 + 800);

  const member = routeWeight(manifest, ['src/features/auth/LoginPage.tsx', 'src/lib/socket.ts'], sizeOf);
  assert.equal(member.jsBytes, login.jsBytes + 2000);
  assert.throws(() => routeWeight(manifest, ['src/features/nope/NopePage.tsx'], sizeOf), /no chunk for/);
});

test('lists lazy JavaScript chunks and finds chunks by source', () => {
  assert.deepEqual(lazyChunks(manifest).sort(), [
    'node_modules/socket.io-client/index.js',
    'src/features/auth/LoginPage.tsx',
    'src/features/home/HomePage.tsx',
    'src/lib/socket.ts',
  ]);
  assert.equal(chunkForSource(manifest, 'src/lib/socket.ts'), 'src/lib/socket.ts');
  assert.equal(chunkForSource(manifest, 'src/none.ts'), null);
  assert.deepEqual(filesOf(manifest, ['_font.woff2', '_form.js']), {
    js: ['assets/form.js'],
    css: ['assets/form.css'],
  });
});

test("the member shell: the shell's lazy chunks and what they load lazily, never route pages", () => {
  assert.deepEqual(memberShellLazy(manifest).sort(), ['node_modules/socket.io-client/index.js', 'src/lib/socket.ts']);
  const shell = routeWeight(manifest, ['src/features/auth/LoginPage.tsx', ...memberShellLazy(manifest)], sizeOf);
  assert.equal(shell.jsBytes, 1000 + 50000 + 3000 + 7000 + 900 + 2000 + 13000);
});

test('the calls layer is on demand: not in the member shell, measured as what it adds to it', () => {
  const withCalls = {
    ...manifest,
    'src/lib/socket.ts': {
      ...manifest['src/lib/socket.ts'],
      dynamicImports: [...manifest['src/lib/socket.ts'].dynamicImports, 'src/features/calls/CallLayer.tsx'],
    },
    'src/features/calls/CallLayer.tsx': {
      file: 'assets/CallLayer.js',
      src: 'src/features/calls/CallLayer.tsx',
      isDynamicEntry: true,
      imports: ['_shared.js', '_form.js'],
    },
  };
  const size = (file) => (file === 'assets/CallLayer.js' ? 4000 : sizeOf(file));
  assert.deepEqual(memberShellLazy(withCalls).sort(), ['node_modules/socket.io-client/index.js', 'src/lib/socket.ts']);
  // The shell (home page + socket) already holds the shared chunk: the call adds its own chunk and the form chunk.
  const added = addedWeight(
    withCalls,
    ['src/features/calls/CallLayer.tsx'],
    ['src/features/home/HomePage.tsx', 'src/lib/socket.ts'],
    size,
  );
  assert.deepEqual(added.js.sort(), ['assets/CallLayer.js', 'assets/form.js']);
  assert.equal(added.jsBytes, 4000 + 7000);
});
