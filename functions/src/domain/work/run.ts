import { alertSavedSearchesPage } from '../alerts.js';
import { removeAccountPage } from '../account-removal.js';
import { closeRequestsPage } from '../deals.js';
import { readNotificationsPage } from '../notifications.js';
import { syncProfilePage } from '../profile.js';
import { tellReportersPage } from '../reports.js';
import { syncSellerTickPage } from '../seller-tick.js';
import { tellWatchersPage } from '../watchers.js';
import { commitTogether } from '../../store/batch.js';
import { taskQueue } from '../../store/task-queue.js';
import { workStore } from '../../store/work.js';
import { handOn, type WorkArgs, type WorkKind } from './owed.js';
import type { Page } from './page.js';

/**
 * Doing owed work (owed.ts), a page at a time. A page's writes and the record's next cursor are
 * one batch, guarded by the record's version (store/work.ts): a task run twice, or two runs at
 * once, do each page once; a run stopped anywhere (the process killed) leaves the record where
 * its last stored page left it, and the next run goes on from there. Nothing is lost or doubled.
 */
const PAGES: { [K in WorkKind]: (args: WorkArgs[K], cursor: string | null, workId: string) => Promise<Page> } = {
  'tell-watchers': tellWatchersPage,
  'close-requests': (args) => closeRequestsPage(args),
  'alert-saved-searches': (args, cursor) => alertSavedSearchesPage(args, cursor),
  'sync-seller-tick': (args) => syncSellerTickPage(args),
  'sync-profile': syncProfilePage,
  'remove-account': removeAccountPage,
  'read-notifications': (args) => readNotificationsPage(args),
  'tell-reporters': tellReportersPage,
};

/** How long one task works on before it hands the rest to the next task. */
export const WORK_SLICE_MS = 20_000;
/** Unfinished work not moved on for this long is handed on again by the sweep. */
export const STALE_MS = 5 * 60_000;
/** At most this many records a sweep. */
export const SWEEP_LIMIT = 100;
/** A page that cannot be stored this many times running (what it changes keeps moving) fails its task, to be retried later. */
const STUCK_AFTER = 5;

export type WorkState = 'done' | 'more' | 'gone';

/** Moves the work one page on, if it is not done. */
export async function workOnce(id: string): Promise<WorkState | 'not-stored'> {
  const work = await workStore.get(id);
  if (!work) return 'gone';
  if (work.done) return 'done';
  const run = PAGES[work.kind as WorkKind] as ((args: unknown, cursor: string | null, workId: string) => Promise<Page>) | undefined;
  if (!run) throw new Error(`Owed work ${id} is of an unknown kind "${work.kind}".`);
  const page = await run(work.args, work.cursor, work.id);
  const stored = await commitTogether([...workStore.advanceWrites(work, page.next), ...page.writes]);
  // Another run moved it first, or something the page changes moved meanwhile: read again.
  if (stored !== 'committed') return 'not-stored';
  if (page.owed) await handOn(...page.owed);
  return page.next === null ? 'done' : 'more';
}

/** Moves the work on, page after page, for about `sliceMs`; resolves where it stands. */
export async function workOn(id: string, sliceMs = WORK_SLICE_MS): Promise<WorkState> {
  const until = Date.now() + sliceMs;
  let failed = 0;
  for (;;) {
    const state = await workOnce(id);
    if (state === 'not-stored') {
      if (++failed >= STUCK_AFTER) throw new Error(`Owed work ${id} could not store a page ${failed} times running.`);
    } else {
      failed = 0;
      if (state !== 'more') return state;
    }
    if (Date.now() >= until) return 'more';
  }
}

/**
 * The task queue's handler: works on for a slice, then hands the rest to a new task. A failure
 * fails the task, which Cloud Tasks retries (config.ts); the work stays where it was.
 */
export async function runWorkTask(id: string): Promise<WorkState> {
  const state = await workOn(id);
  if (state === 'more' && !(await taskQueue.handOn(id))) return workOn(id, Number.POSITIVE_INFINITY);
  return state;
}

/**
 * The scheduled sweep: unfinished work that has not moved for STALE_MS (a task lost, the queue
 * down) is handed on again, SWEEP_LIMIT records at most; where no queue runs, it is worked on
 * here. Resolves how many records it found.
 */
export async function sweepWork(now = Date.now()): Promise<number> {
  const stale = await workStore.stale(new Date(now - STALE_MS), SWEEP_LIMIT);
  for (const work of stale) {
    await workStore.touch(work.id);
    if (!(await taskQueue.handOn(work.id))) await workOn(work.id, Number.POSITIVE_INFINITY);
  }
  return stale.length;
}

/** Works on every unfinished record until none is left (tests, the benchmark, the local stack's seed). */
export async function drainWork(): Promise<number> {
  let pages = 0;
  for (;;) {
    const open = await workStore.unfinished(50);
    if (!open.length) return pages;
    for (const work of open) {
      await workOn(work.id, Number.POSITIVE_INFINITY);
      pages += 1;
    }
  }
}
