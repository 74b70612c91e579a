// The local stack's CPU as Linux counts it (/proc), for the browser sections: the stack runs on
// the same 2 cores as the measured phone, so its background work (a booking's notices, a
// listing's alerts) would slow the phone's next paint, which on a real phone it never does.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as wait } from 'node:timers/promises';

/** Clock ticks per second of /proc's CPU times (Linux's USER_HZ). */
const TICKS_PER_SECOND = 100;

type Proc = { parent: number; ticks: number };

function processes(): Map<number, Proc> {
  const all = new Map<number, Proc>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The fields after the command's name, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      all.set(Number(entry), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      /* gone meanwhile */
    }
  }
  return all;
}

/** The pids of `root` and of every process under it (its children's children too). */
function treeOf(root: number, all: Map<number, Proc>): number[] {
  const tree = [root];
  for (let at = 0; at < tree.length; at++) for (const [pid, { parent }] of all) if (parent === tree[at]) tree.push(pid);
  return tree;
}

/** CPU ticks the tree under `root` has used so far, by pid. */
function ticksOf(root: number): Map<number, number> {
  const all = processes();
  return new Map(treeOf(root, all).map((pid) => [pid, all.get(pid)?.ticks ?? 0]));
}

/** Ticks used between two readings (a process started meanwhile counts from 0). */
function ticksBetween(from: Map<number, number>, to: Map<number, number>): number {
  let used = 0;
  for (const [pid, ticks] of to) used += ticks - (from.get(pid) ?? 0);
  return used;
}

/** Starts a measure of the tree's CPU; `stop()` gives it in percent of one core over the time since. */
export function stackBusy(root: number): { stop: () => number } {
  const from = ticksOf(root);
  const started = Date.now();
  return {
    stop: () => {
      const seconds = (Date.now() - started) / 1000;
      return seconds > 0 ? Math.round((ticksBetween(from, ticksOf(root)) / TICKS_PER_SECOND / seconds) * 100) : 0;
    },
  };
}

/** Share of one core under which the stack counts as quiet, over one window. */
const QUIET_SHARE = 0.1;
const WINDOW_MS = 300;

/**
 * Waits until the tree under `root` is quiet over one 300 ms window (under a tenth of one core:
 * its emulators idling), within `deadlineMs`; gives how long it waited. Past the deadline it goes
 * on (a stack that never quietens shows in the presses' figures).
 */
export async function untilStackQuiet(root: number, deadlineMs = 15_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const from = ticksOf(root);
    await wait(WINDOW_MS);
    const share = ticksBetween(from, ticksOf(root)) / TICKS_PER_SECOND / (WINDOW_MS / 1000);
    if (share < QUIET_SHARE || Date.now() - started > deadlineMs) return Date.now() - started;
  }
}

/**
 * Gives `root` and every process under it the lowest CPU priority (nice 19; their later children
 * inherit it), so that the stack's background work yields the cores to the measured browser, as
 * another machine's work would. Some of the stack's processes start process groups of their own,
 * hence the walk rather than one group. Gives how many processes it reniced.
 */
export function yieldCores(root: number): number {
  const pids = treeOf(root, processes());
  const done = spawnSync('renice', ['-n', '19', '-p', ...pids.map(String)], { stdio: 'ignore' });
  return done.status === 0 ? pids.length : 0;
}
