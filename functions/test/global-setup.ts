import type { TestProject } from 'vitest/node';
import { startStack, type Stack } from '../../emulators/stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    emulatorEnv: Record<string, string>;
  }
}

/** Far from the default ports (and random, so two runs rarely meet), so tests can run beside `npm start`. */
const PORT_OFFSET = 20_000 + 100 * Math.floor(Math.random() * 100);
let stack: Stack | undefined;

export async function setup(project: TestProject) {
  stack = await startStack({ emulators: ['auth', 'firestore'], portOffset: PORT_OFFSET, projectId: 'demo-machinery-test' });
  project.provide('emulatorEnv', stack.adminEnv);
}

export async function teardown() {
  await stack?.stop();
}
