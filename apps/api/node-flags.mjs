// How Node runs the API (`dist/server.js`): every launcher (`npm start`, `npm run start -w
// apps/api`, the benchmarks and fault scripts) passes these, so the figures measured are those of
// the API as shipped.
//
// --max-old-space-size: V8 sizes its heap from the machine's memory and, with that much room,
// collects lazily: answering 17 000 cached article pages a second the API grew to 220–320 MB on
// PostgreSQL. Its live set is small (the answer cache is bounded in bytes, PGlite's database lives
// outside the JavaScript heap), so a 160 MB old space keeps it near 180 MB at the same throughput
// (bench/README.md, "API memory"). The child that prepares the database (migrations, the demo
// seed) runs without it: it exits when done, and the seed's work is not bounded by it.
export const API_NODE_FLAGS = ['--max-old-space-size=160'];
