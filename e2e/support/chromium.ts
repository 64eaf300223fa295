// Debian's Chromium, as the journeys (playwright-core) and the benchmarks (Lighthouse) start it:
// headless, with nothing reaching out to the network. Test tools never download a browser.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
