// A copy-paste detector for `pnpm lint` (issue 25): a block of `minLines` or more significant lines (trimmed,
// whitespace collapsed; blank lines and lines of punctuation only are not counted) that appears in two places.
// Dependency-free: a rolling window of line hashes, windows seen twice merged into ranges.
import { createHash } from 'node:crypto';

/** Comments and import/re-export lines: not code a copy would repeat by intent. */
const NOT_COUNTED = /^(\/\/|\/\*|\*|import\b|export (\*|\{[^}]*\}) from\b|\} from\b)/;

/** A file's significant lines: the normalised text and its line number (1-based). */
function significantLines(text) {
  const out = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim().replace(/\s+/g, ' ');
    if (/[\p{L}\p{N}]/u.test(line) && !NOT_COUNTED.test(line)) out.push({ line, at: i + 1 });
  });
  return out;
}

/**
 * Blocks of at least `minLines` significant lines found more than once.
 * @param {{ name: string, text: string }[]} files
 * @returns {{ lines: number, places: { name: string, from: number, to: number }[] }[]}
 */
export function copiesOf(files, minLines = 10) {
  const seen = new Map(); // window hash → [{ file, start }]
  const lines = files.map((f) => significantLines(f.text));
  lines.forEach((ls, file) => {
    for (let start = 0; start + minLines <= ls.length; start++) {
      const key = createHash('sha1')
        .update(
          ls
            .slice(start, start + minLines)
            .map((l) => l.line)
            .join('\n'),
        )
        .digest('base64');
      const list = seen.get(key) ?? [];
      // The same block again in the same file, overlapping the last place: a repeated line, not a copy.
      const last = list[list.length - 1];
      if (!last || last.file !== file || start >= last.start + minLines) list.push({ file, start });
      seen.set(key, list);
    }
  });
  // Each place's windows that are copied, merged into runs: (file, start) → first window of the run.
  const copied = new Map(); // `${file}:${start}` → partner places key
  for (const list of seen.values()) {
    if (list.length < 2) continue;
    const group = list.map((p) => `${p.file}:${p.start}`).join('|');
    for (const p of list) copied.set(`${p.file}:${p.start}`, group);
  }
  const reported = new Set();
  const result = [];
  for (const [place, group] of copied) {
    if (reported.has(place)) continue;
    const places = group.split('|').map((p) => p.split(':').map(Number));
    // Extend the run while every place's next window is copied too.
    let length = 0;
    while (places.every(([file, start]) => copied.has(`${file}:${start + length}`))) {
      for (const [file, start] of places) reported.add(`${file}:${start + length}`);
      length++;
    }
    if (length === 0) continue;
    result.push({
      lines: length + minLines - 1,
      places: places.map(([file, start]) => ({
        name: files[file].name,
        from: lines[file][start].at,
        to: lines[file][start + length + minLines - 2].at,
      })),
    });
  }
  return result;
}
