import { getFunctions } from 'firebase-admin/functions';
import { REGION } from '../config.js';
import { adminApp } from '../firebase.js';

/**
 * The `work` task queue (Cloud Tasks): each task names one record of owed work (store/work.ts)
 * for the `work` function to move on. Deployed, the queue is Cloud Tasks; on the local stack,
 * the Functions emulator's Tasks emulator (it sets CLOUD_TASKS_EMULATOR_HOST). Where neither
 * runs (the API in a test's own process), nothing is queued: the work waits, recorded, for the
 * sweep (domain/work/run.ts) that also catches tasks lost on a real queue.
 */
export const WORK_QUEUE = 'work';

const queueRuns = () => Boolean(process.env.CLOUD_TASKS_EMULATOR_HOST || process.env.K_SERVICE);

export const taskQueue = {
  /** Queues a task for the work; resolves false when no queue runs here. */
  async handOn(workId: string): Promise<boolean> {
    if (!queueRuns()) return false;
    await getFunctions(adminApp()).taskQueue(`locations/${REGION}/functions/${WORK_QUEUE}`).enqueue({ workId });
    return true;
  },
};
