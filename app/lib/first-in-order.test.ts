import { describe, expect, it } from "vitest";
import { firstInOrder } from "./first-in-order";

/** A total order with ties broken by the id, as the searches' orders are. */
type Item = { id: number; rank: number };
const byRank = (a: Item, b: Item) => b.rank - a.rank || b.id - a.id;

function items(n: number, seed: number): Item[] {
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2 ** 31);
  return Array.from({ length: n }, (_, id) => ({ id, rank: next() % 7 }));
}

describe("firstInOrder", () => {
  it("gives the sort's first k, for every k, without changing the list", () => {
    for (const seed of [1, 2, 3]) {
      const list = items(500, seed);
      const before = list.map((i) => i.id);
      const sorted = [...list].sort(byRank);
      for (const k of [0, 1, 3, 20, 40, 124, 125, 126, 499, 500, 600]) {
        expect(firstInOrder(list, byRank, k)).toEqual(sorted.slice(0, k));
      }
      expect(list.map((i) => i.id)).toEqual(before);
    }
  });

  it("answers an empty list", () => {
    expect(firstInOrder([], byRank, 20)).toEqual([]);
  });
});
