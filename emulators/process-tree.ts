// The processes of a running stack, read from `ps` (Linux and macOS alike): how many Functions
// workers the emulator has forked, and how much memory the whole stack holds.
import { execFileSync } from 'node:child_process';

export type StackProcess = { pid: number; ppid: number; rssKb: number; args: string };

/** Every process under `roots` (the roots included), as `ps` lists them now. */
export function processTree(roots: number[]): StackProcess[] {
  const listed = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,rss=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((row) => /^\s*(\d+)\s+(\d+)\s+(\d+)\s+(.*)$/.exec(row))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, pid, ppid, rss, args]) => ({ pid: Number(pid), ppid: Number(ppid), rssKb: Number(rss), args: args! }));
  const inTree = new Set(roots);
  // Parents come before their children in no particular order: repeat until nothing is added.
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of listed) {
      if (!inTree.has(p.pid) && inTree.has(p.ppid)) {
        inTree.add(p.pid);
        grew = true;
      }
    }
  }
  return listed.filter((p) => inTree.has(p.pid));
}

/** The Functions emulator's workers: one Node process per request it has had in flight at once. */
export const functionsWorkers = (tree: StackProcess[]) => tree.filter((p) => p.args.includes('functionsEmulatorRuntime')).length;

/** The resident memory of the whole tree, in MB. */
export const residentMb = (tree: StackProcess[]) => Math.round(tree.reduce((sum, p) => sum + p.rssKb, 0) / 1024);
