import { z } from 'zod';
import { logProblem } from './domain/problems.js';
import { runWorkTask, sweepWork } from './domain/work/run.js';

const taskSchema = z.strictObject({ workId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/) });

/**
 * A task of the `work` queue: `{ workId }`. A task that names no valid record is dropped (logged,
 * never retried); any other failure fails the task, for Cloud Tasks to retry it.
 */
export async function runOwedWorkTask(data: unknown): Promise<void> {
  const task = taskSchema.safeParse(data);
  if (!task.success) {
    logProblem('a work task without a valid workId was dropped', task.error);
    return;
  }
  await runWorkTask(task.data.workId);
}

export async function sweepOwedWork(): Promise<void> {
  await sweepWork();
}
