import { expect } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

/**
 * The work a change owes other people (telling those who saved a machine, saved-search alerts,
 * closing requests) runs in the background, through the local stack's Cloud Tasks emulator and
 * the `work` function, a moment after the change answers. A journey that goes on to look at its
 * effect waits, as a person would, until the stack has no unfinished work: the `work` records in
 * the stack's Firestore, read with the Admin SDK (the journeys' one look behind the screen).
 */
function stackFirestore() {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  const app = getApps().find((a) => a.name === 'journeys') ?? initializeApp({ projectId: 'demo-machinery-market' }, 'journeys');
  return getFirestore(app);
}

export async function owedWorkDone(): Promise<void> {
  const unfinished = stackFirestore().collection('work').where('done', '==', false).limit(1);
  await expect.poll(async () => (await unfinished.get()).size, { message: 'the stack still has unfinished work', timeout: 30_000, intervals: [100, 200, 500] }).toBe(0);
}
