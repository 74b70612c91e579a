import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The major version of the `java` on PATH, or null when there is none. */
export function javaMajorVersion(): number | null {
  // `java -version` prints to stderr.
  const result = spawnSync('java', ['-version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.error) return null;
  return parseJavaVersion(`${result.stdout}${result.stderr}`);
}

function parseJavaVersion(text: string): number | null {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return null;
  const major = Number(match[1]);
  // Java 8 and older report "1.8.0".
  return major === 1 ? Number(match[2]) : major;
}

const downloaded = (pattern: RegExp) => {
  const dir = join(homedir(), '.cache', 'firebase', 'emulators');
  return existsSync(dir) && readdirSync(dir).some((f) => pattern.test(f));
};

/** True when firebase-tools has already downloaded the official Firestore emulator jar. */
export function officialFirestoreJarPresent(): boolean {
  return downloaded(/^cloud-firestore-emulator.*\.jar$/);
}

/** Why the official rules engines (Firestore and Storage emulators) cannot run here, or null if they can. */
export function rulesEnginesMissing(): string | null {
  const java = javaMajorVersion();
  if (java === null) return 'no Java found (the official emulators need Java 21)';
  if (java < 21) return `Java ${java} found, the official Firestore and Storage emulators need Java 21`;
  if (!officialFirestoreJarPresent() || !downloaded(/^cloud-storage-rules-runtime.*\.jar$/)) {
    return process.env.CI ? 'the official emulator jars are not downloaded (run `npm run test:rules` once online)' : null;
  }
  return null;
}
