// The chunk graph of a Vite build manifest (dist/.vite/manifest.json), for the bundle budget
// (scripts/bundle-budget.mjs, decision 0043). Pure functions: the manifest and a size function come in.

/** The manifest key of the build's entry chunk (`isEntry`, normally `index.html`). */
export function entryKey(manifest) {
  const keys = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  if (keys.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${keys.length}`);
  return keys[0];
}

/**
 * Every chunk a set of chunks loads before it runs: the chunks themselves and their static `imports`,
 * transitively (cycles allowed — a lazy page may import the entry back). Dynamic imports are not followed.
 */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk ${key}`);
    seen.add(key);
    for (const next of chunk.imports ?? []) stack.push(next);
  }
  return seen;
}

/** The JavaScript and CSS files of a set of chunks (each file once). */
export function filesOf(manifest, keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    else if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js], css: [...css] };
}

/** The manifest key of a lazy chunk by its source path (`src/features/home/HomePage.tsx`), or null. */
export function chunkForSource(manifest, source) {
  return Object.keys(manifest).find((k) => manifest[k].src === source || k === source) ?? null;
}

/** Every lazily loaded chunk (`isDynamicEntry`), JavaScript only. */
export function lazyChunks(manifest) {
  return Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry && manifest[k].file.endsWith('.js'));
}

/**
 * What a route loads: the entry with its static imports, plus each of `lazySources`' chunk with its static
 * imports. `sizeOf(file)` gives a file's size (gzip). Returns files and the JS and CSS totals.
 */
export function routeWeight(manifest, lazySources, sizeOf) {
  const keys = [entryKey(manifest)];
  for (const source of lazySources) {
    const key = chunkForSource(manifest, source);
    if (!key) throw new Error(`no chunk for ${source} in the manifest`);
    keys.push(key);
  }
  const { js, css } = filesOf(manifest, staticClosure(manifest, keys));
  const sum = (files) => files.reduce((total, file) => total + sizeOf(file), 0);
  return { js, css, jsBytes: sum(js), cssBytes: sum(css) };
}

const PAGE = /^src\/features\/[^/]+\/[^/]*Page\.tsx$/;
/** Code the shell loads only when a member does something rare: the calls layer (a call starts or rings). */
export const ON_DEMAND = /^src\/features\/calls\//;

/**
 * What a signed-in member loads for the shell: the shell's own lazy chunks (`src/app/**`, `src/lib/**`: socket,
 * account menu…) and whatever they load lazily in turn (socket.io-client), except route pages — each page is
 * counted on its own — and the on-demand code (`ON_DEMAND`: the calls layer) and the `onDemand` sources (parts a member opens, such as the stories viewer), each budgeted apart. Returns manifest keys of lazy chunks (their static imports are added by `routeWeight`).
 */
export function memberShellLazy(manifest, onDemand = new Set()) {
  const sourceOf = (key) => manifest[key].src ?? key;
  const start = lazyChunks(manifest).filter((k) => /^src\/(app|lib)\//.test(sourceOf(k)));
  const found = new Set(start);
  const stack = [...start];
  while (stack.length) {
    for (const key of staticClosure(manifest, [stack.pop()])) {
      for (const next of manifest[key].dynamicImports ?? []) {
        if (
          found.has(next) ||
          PAGE.test(sourceOf(next)) ||
          ON_DEMAND.test(sourceOf(next)) ||
          !manifest[next] ||
          onDemand.has(sourceOf(next))
        )
          continue;
        found.add(next);
        stack.push(next);
      }
    }
  }
  return [...found];
}

/**
 * What loading `sources` (lazy chunks, with their static imports) adds on top of what `baseSources` already
 * loaded: the files not in the base's first load, and their JavaScript bytes.
 */
export function addedWeight(manifest, sources, baseSources, sizeOf) {
  const keysOf = (list) => list.map((source) => chunkForSource(manifest, source) ?? source);
  const base = new Set(filesOf(manifest, staticClosure(manifest, [entryKey(manifest), ...keysOf(baseSources)])).js);
  const js = filesOf(manifest, staticClosure(manifest, keysOf(sources))).js.filter((file) => !base.has(file));
  return { js, jsBytes: js.reduce((total, file) => total + sizeOf(file), 0) };
}
