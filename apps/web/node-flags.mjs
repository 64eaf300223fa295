// How Node runs the site (`server.mjs`): every launcher (`npm start`, `npm run start -w apps/web`,
// the benchmarks) passes these, so the figures measured are those of the site as shipped.
//
// --max-old-space-size: V8 sizes its heap from the machine's memory (here up to 4 GB) and, with
// that much room, collects lazily: under load the site's garbage alone took it from 150 to 550 MB.
// The live set is far smaller (Next's page cache is 50 MB at most; rendering allocates short-lived
// strings), so a 192 MB old space keeps the process under 300 MB with the same throughput
// (measured: bench/README.md, "Web memory").
export const WEB_NODE_FLAGS = ['--max-old-space-size=192'];
