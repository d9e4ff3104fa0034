// Source shape checks for `pnpm lint` (issue 25): no import cycle among the workspace's source files — type-only
// imports included, as TypeScript resolves them —, no source file over 400 lines and no block of 10 or more lines
// written twice (scripts/lib/copies.mjs), tests and stories aside.
// `node scripts/check-source.mjs` prints each cycle, long file and copy and exits 1 when there is one.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { copiesOf } from './lib/copies.mjs';
import { coreEntry, coreEntryExports, unusedCoreExports } from './lib/core-exports.mjs';

const root = path.resolve(fileURLToPath(import.meta.url), '../..');
const SOURCE_DIRS = ['apps/web/src', 'apps/server/src', 'packages/core/src', 'packages/ui/src'];
const NOT_SOURCE = /\.(test|stories|spec)\.tsx?$|[\\/](test|__tests__)[\\/]/;
export const MAX_LINES = 400;
/** "spec 001 §5", "(spec 000)": the product brief, which is not in the repository. */
export const OUTSIDE_REFERENCE = /\b[Ss]pecs?(?:\s|\*|\/\/)*\(?00[012]\b/g;

/**
 * Files over the limit when the rule arrived, each with the length it may not exceed; the list only shrinks
 * (a file split below the limit must leave it, and a new long file fails).
 */
export const LONG_FILES = {};

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'node_modules') walk(full, out);
    } else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const options = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
};
const host = ts.createCompilerHost(options);

/** Workspace files a file imports (static, dynamic `import()` excluded: a lazy chunk is not a cycle at load). */
export function importsOf(file, text = readFileSync(file, 'utf8')) {
  const info = ts.preProcessFile(text, true, false);
  const deps = [];
  for (const ref of info.importedFiles) {
    const resolved = ts.resolveModuleName(ref.fileName, file, options, host).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) continue;
    const target = path.resolve(resolved.resolvedFileName);
    if (target.startsWith(root) && !target.includes(`${path.sep}node_modules${path.sep}`)) deps.push(target);
  }
  return deps;
}

/** Strongly connected components of more than one file (or a file importing itself): Tarjan's algorithm. */
export function cyclesOf(graph) {
  let index = 0;
  const stack = [];
  const on = new Set();
  const idx = new Map();
  const low = new Map();
  const found = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = SOURCE_DIRS.flatMap((dir) => walk(path.join(root, dir)));
  const texts = new Map();
  const textOf = (file) => texts.get(file) ?? texts.set(file, readFileSync(file, 'utf8')).get(file);
  // A dynamic `import('…')` loads a chunk later, not a cycle at load time: left out of the graph.
  const graph = new Map();
  for (const file of files) {
    const text = textOf(file).replace(/import\(\s*['"][^'"]+['"]\s*\)/g, 'null');
    graph.set(file, importsOf(file, text));
  }
  const rel = (f) => path.relative(root, f);
  const problems = [];
  for (const cycle of cyclesOf(graph)) problems.push(`import cycle: ${cycle.map(rel).join(' ↔ ')}`);
  for (const file of files) {
    const name = rel(file);
    if (NOT_SOURCE.test(name)) continue;
    const lines = textOf(file).split('\n').length - 1;
    const allowed = LONG_FILES[name];
    if (allowed !== undefined && lines <= MAX_LINES)
      problems.push(`${name}: ${lines} lines, within ${MAX_LINES} — remove it from LONG_FILES`);
    else if (lines > (allowed ?? MAX_LINES))
      problems.push(`${name}: ${lines} lines (at most ${allowed ?? MAX_LINES}; split it by concern)`);
  }
  const sources = files.map(rel).filter((name) => !NOT_SOURCE.test(name));
  for (const copy of copiesOf(sources.map((name) => ({ name, text: textOf(path.join(root, name)) }))))
    problems.push(
      `${copy.lines} lines written twice (make it one): ${copy.places.map((p) => `${p.name}:${p.from}-${p.to}`).join(', ')}`,
    );
  for (const name of Object.keys(LONG_FILES))
    if (!files.some((f) => rel(f) === name)) problems.push(`${name}: listed in LONG_FILES but gone — remove it`);
  // Comments point at docs/product or docs/decisions, not at documents outside the repository.
  for (const file of files) {
    const text = textOf(file);
    for (const match of text.matchAll(OUTSIDE_REFERENCE))
      problems.push(
        `${rel(file)}:${text.slice(0, match.index).split('\n').length}: cites a document outside the repository — point at docs/product/<area>.md`,
      );
  }
  // Core's entry exports only what something outside core takes (tests, benchmarks and stories count).
  const outsideCore = ['apps', 'packages/ui', 'e2e', '.storybook'].flatMap((dir) => walk(path.join(root, dir)));
  for (const name of unusedCoreExports(coreEntryExports(coreEntry(root)), outsideCore))
    problems.push(
      `packages/core/src/index.ts exports ${name}, which nothing outside core imports — drop it from the entry`,
    );
  for (const p of problems) console.error(p);
  console.log(`source checks: ${files.length} files, ${problems.length} problem(s)`);
  process.exit(problems.length ? 1 : 0);
}
