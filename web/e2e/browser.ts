import { existsSync } from 'node:fs';

/** The Chromium the journeys run in: CHROMIUM_PATH, else Debian's package. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function assertBrowserInstalled() {
  const path = chromiumPath();
  if (!existsSync(path)) {
    throw new Error(
      `No browser at ${path}. Install Debian's Chromium (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
    );
  }
}
