// Debian's Chromium, never a downloaded browser: the same binary on a laptop and in CI, for the browser
// tests and for the bundle budget (bench/scenarios/bundle.ts), with no background traffic of its own.
export const chromiumExecutable = '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
