/**
 * A map that remembers about the last `limit` keys set (decision 0242): two generations of at most `limit / 2`
 * entries each; when the newer one is full it becomes the older one and the older one is dropped whole. It holds
 * between `limit / 2` and `limit` entries, the most recently set always.
 *
 * Why not one `Map` that deletes its oldest key when full (`map.delete(map.keys().next().value)`): V8 leaves a
 * deleted entry's slot in place until the table is rebuilt, and iteration starts from the first slot, so once the
 * map is full every eviction walks over the slots of the evictions before it — about 13 µs for each set at 20,000
 * keys (measured on this machine), on every browse page for the cursors this process remembers.
 */
export class RecentMap<K, V> {
  #current = new Map<K, V>();
  #previous = new Map<K, V>();
  readonly #half: number;

  constructor(limit: number) {
    this.#half = Math.max(1, Math.floor(limit / 2));
  }

  get(key: K): V | undefined {
    const value = this.#current.get(key);
    return value !== undefined || this.#current.has(key) ? value : this.#previous.get(key);
  }

  has(key: K): boolean {
    return this.#current.has(key) || this.#previous.has(key);
  }

  /** Sets `key` as the most recent (an older entry of the same key is forgotten). */
  set(key: K, value: V): this {
    this.#previous.delete(key);
    this.#current.set(key, value);
    if (this.#current.size >= this.#half) {
      this.#previous = this.#current;
      this.#current = new Map();
    }
    return this;
  }

  delete(key: K): boolean {
    const here = this.#current.delete(key);
    return this.#previous.delete(key) || here;
  }

  clear(): void {
    this.#current.clear();
    this.#previous.clear();
  }

  get size(): number {
    return this.#current.size + this.#previous.size;
  }
}
