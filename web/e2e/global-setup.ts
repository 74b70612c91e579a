import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../emulators/stack.js';
import { assertBrowserInstalled } from './browser.js';

/**
 * Starts the local stack the way `npm start` does (without rebuilding: the test command builds
 * first) and waits until it says it is ready; the returned teardown stops it with SIGTERM, the
 * way Ctrl-C would.
 */
export default async function globalSetup() {
  assertBrowserInstalled();
  const stack = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'emulators', 'start.ts'), '--no-build'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Machinery Market is ready')) resolve();
    };
    stack.stdout.on('data', onData);
    stack.stderr.on('data', onData);
    stack.once('exit', (code) => reject(new Error(`The local stack exited (code ${code}) before it was ready:\n${output}`)));
  });
  stack.removeAllListeners('exit');
  return async () => {
    const exited = new Promise((resolve) => stack.once('exit', resolve));
    stack.kill('SIGTERM');
    await exited;
  };
}
