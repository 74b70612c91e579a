import { inject } from 'vitest';

// Point the Admin SDK at the test emulators before any test module initialises it.
Object.assign(process.env, inject('emulatorEnv'));
