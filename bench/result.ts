// What one run of the bench writes to results/<timestamp>.json, read back by the report and by
// `bench:compare`.
import type { Quality } from './lib/lighthouse';
import type { Throughput } from './lib/load';
import type { ScaleRow } from './lib/scale';
import type { Weight } from './lib/weight';

export type Result = {
  date: string;
  machine: { cpus: number; node: string };
  load: { connections: number; durationS: number };
  pages: { name: string; direct: Throughput; viaCache: Throughput | null }[];
  staticCeiling: Throughput;
  /**
   * nginx serving the home page's own HTML as a file: what the home page through the cache is
   * bound by when the load generator is bound by bytes (absent in results before 2026-11-26)
   */
  homeStatic?: Throughput;
  /**
   * The same through the cache as a browser asks (`Accept-Encoding: gzip`), against the ceiling's
   * file sent gzipped (absent in results before 2026-11-28)
   */
  gzip?: { staticCeiling: Throughput; pages: { name: string; viaCache: Throughput }[] };
  api: { name: string; result: Throughput }[];
  memoryMB: { pglite: Record<string, number>; postgresApi: number | null };
  weight: Record<'home' | 'article', Weight>;
  quality: Record<'home' | 'article', Quality> | null;
  scale: ScaleRow[];
};
