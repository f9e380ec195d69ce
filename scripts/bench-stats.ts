/** What every load sample holds: its answers' latencies (ms), its length (s) and its errors. */
export type LoadSample = { latencies: number[]; elapsed: number; errors: number };

/** The figures every benchmark reports of its samples: answers, errors, rate and latency. */
export type LoadFigures = {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
};

export function loadFigures(samples: readonly LoadSample[]): LoadFigures {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const elapsed = samples.reduce((t, s) => t + s.elapsed, 0);
  return {
    requests: latencies.length,
    errors: samples.reduce((t, s) => t + s.errors, 0),
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
