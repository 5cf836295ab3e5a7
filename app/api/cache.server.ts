// A small in-process LRU cache with time-to-live for slow-changing platform reads (domain,
// options, navigation, layout elements, pages). Concurrent misses of one key share a single
// platform call. Failures are not cached. The app keeps no per-user state here, so any number
// of instances can run side by side; each warms its own cache.

type Entry = { value: unknown; expires: number };

export class TtlCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  async getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) {
      // Re-insert so the Map's order stays least-recently-used first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as T;
    }
    if (ttlMs <= 0) return load();
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight as Promise<T>;

    const promise = load()
      .then((value) => {
        this.set(key, value, ttlMs);
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  set(key: string, value: unknown, ttlMs: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Drop every entry whose key starts with the prefix (all entries without one). Returns the count. */
  purge(prefix = ""): number {
    let removed = 0;
    for (const key of [...this.entries.keys()]) {
      if (key.startsWith(prefix)) {
        this.entries.delete(key);
        removed++;
      }
    }
    return removed;
  }
}

let shared: TtlCache | undefined;

export function platformCache(maxEntries = 1000): TtlCache {
  shared ??= new TtlCache(maxEntries);
  return shared;
}

/** Forget cached platform reads, e.g. after an editor saved a page. */
export function purgePlatformCache(prefix = ""): number {
  return platformCache().purge(prefix);
}
