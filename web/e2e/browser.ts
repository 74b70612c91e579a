import { existsSync } from 'node:fs';

/** The Chromium the journeys run in: CHROMIUM_PATH, else Debian's package. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/**
 * How the journeys and the benchmark's Lighthouse start it: no sandbox (containers), no GPU,
 * nothing that reaches out to the network on its own (this runs offline).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function assertBrowserInstalled() {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(
      `No browser at ${path}. Install Debian's Chromium (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
    );
  }
}
