import { spawn } from 'node:child_process';
import { portIsFree } from '../../emulators/ports.js';
import { ROOT } from '../../emulators/stack.js';
import { assertBrowserInstalled } from './browser.js';

const STACK_PORTS = [5000, 5001, 9499, 9099, 8080, 4400, 4500];

/**
 * Starts the local stack with `npm start` (without rebuilding: the test command builds first)
 * and waits until it says it is ready. The teardown stops it with SIGTERM and fails the run if
 * any of its ports is still taken afterwards.
 */
export default async function globalSetup() {
  assertBrowserInstalled();
  const stack = spawn('npm', ['start', '--silent', '--', '--no-build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
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
    const taken = [];
    for (const port of STACK_PORTS) if (!(await portIsFree(port))) taken.push(port);
    if (taken.length) throw new Error(`npm start left ports taken after SIGTERM: ${taken.join(', ')}`);
  };
}
