import { describe, expect, it } from "vitest";
import { TtlCache } from "./cache.server";

describe("TtlCache", () => {
  it("serves a hit until the time-to-live passes", async () => {
    let now = 0;
    const cache = new TtlCache(10, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad("k", 1000, load)).toBe(1);
    now = 999;
    expect(await cache.getOrLoad("k", 1000, load)).toBe(1);
    now = 1000;
    expect(await cache.getOrLoad("k", 1000, load)).toBe(2);
  });

  it("shares one load between concurrent misses", async () => {
    const cache = new TtlCache(10);
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const values = await Promise.all([cache.getOrLoad("k", 1000, load), cache.getOrLoad("k", 1000, load)]);
    expect(values).toEqual([1, 1]);
    expect(loads).toBe(1);
  });

  it("does not keep failures", async () => {
    const cache = new TtlCache(10);
    await expect(cache.getOrLoad("k", 1000, () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.getOrLoad("k", 1000, async () => "up")).toBe("up");
  });

  it("evicts the least recently used entry past the limit", async () => {
    const cache = new TtlCache(2);
    await cache.getOrLoad("a", 1000, async () => 1);
    await cache.getOrLoad("b", 1000, async () => 2);
    await cache.getOrLoad("a", 1000, async () => 1); // a is now the most recent
    await cache.getOrLoad("c", 1000, async () => 3);
    expect(cache.keys().sort()).toEqual(["a", "c"]);
  });

  it("purges by key prefix", async () => {
    const cache = new TtlCache(10);
    await cache.getOrLoad("site1:options", 1000, async () => 1);
    await cache.getOrLoad("site1:nav", 1000, async () => 1);
    await cache.getOrLoad("site2:options", 1000, async () => 1);
    expect(cache.purge("site1:")).toBe(2);
    expect(cache.keys()).toEqual(["site2:options"]);
  });
});
