/**
 * The first `k` of `items` in the order of `compare`, without putting the rest in order: a page
 * of 20 among the ~1,800 listings within 50 miles of Dallas at 100,000 compares each listing
 * with the page's last about once, where sorting them all compares each about eleven times.
 * `compare` must be a total order (ours end on the id), so the answer is the sort's first `k`.
 */
export function firstInOrder<T>(items: readonly T[], compare: (a: T, b: T) => number, k: number) {
  if (k <= 0) return [];
  // A page deep into the list wants most of it: sorting it all is as quick.
  if (k * 4 >= items.length) return [...items].sort(compare).slice(0, k);
  const best: T[] = [];
  for (const item of items) {
    if (best.length === k && compare(item, best[k - 1]) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(best[mid], item) <= 0) lo = mid + 1;
      else hi = mid;
    }
    best.splice(lo, 0, item);
    if (best.length > k) best.pop();
  }
  return best;
}
