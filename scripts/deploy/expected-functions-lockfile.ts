/**
 * The deployed function installs alone, from `functions/` (Cloud Build runs `npm ci` there), so
 * it needs its own lockfile with exactly the versions the tests ran: the root workspace's
 * lockfile, cut down to what the functions package depends on. Written by
 * `npm run functions:lockfile`, checked by `npm run deploy:check` and by a test.
 */
type LockEntry = {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  dev?: boolean;
  devOptional?: boolean;
  optional?: boolean;
  peer?: boolean;
  link?: boolean;
  [key: string]: unknown;
};
export type Lockfile = { name: string; version?: string; lockfileVersion: number; requires?: boolean; packages: Record<string, LockEntry> };
export type PackageJson = { name: string; version?: string; dependencies?: Record<string, string>; optionalDependencies?: Record<string, string>; engines?: Record<string, string> };

/** Where Node finds `name` from the package installed at `from` (a lockfile path; '' is the root). */
function resolve(packages: Lockfile['packages'], from: string, name: string): string | null {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate] && !packages[candidate]!.link) return candidate;
    if (!dir) return null;
    const cut = dir.lastIndexOf('node_modules/');
    dir = cut <= 0 ? '' : dir.slice(0, cut - 1);
  }
}

export function expectedFunctionsLockfile(root: Lockfile, functions: PackageJson, workspace = 'functions'): Lockfile {
  const wanted = new Map<string, 'required' | 'optional'>();
  const visit = (from: string, deps: Record<string, string> | undefined, kind: 'required' | 'optional') => {
    for (const name of Object.keys(deps ?? {}).sort()) {
      const at = resolve(root.packages, from, name);
      if (!at) {
        if (kind === 'required') throw new Error(`${name}, needed from ${from || 'the root'}, is not in the root lockfile: run npm install first.`);
        continue;
      }
      const before = wanted.get(at);
      if (before === 'required' || before === kind) continue;
      wanted.set(at, kind);
      const entry = root.packages[at]!;
      visit(at, entry.dependencies, kind);
      visit(at, entry.optionalDependencies, 'optional');
      const peers = Object.fromEntries(Object.entries(entry.peerDependencies ?? {}).filter(([peer]) => !entry.peerDependenciesMeta?.[peer]?.optional));
      visit(at, peers, kind);
    }
  };
  visit(workspace, functions.dependencies, 'required');
  visit(workspace, functions.optionalDependencies, 'optional');

  const packages: Lockfile['packages'] = {
    '': { name: functions.name, ...(functions.version ? { version: functions.version } : {}), dependencies: functions.dependencies, ...(functions.optionalDependencies ? { optionalDependencies: functions.optionalDependencies } : {}), engines: functions.engines },
  };
  for (const path of [...wanted.keys()].sort()) {
    const { dev: _dev, devOptional: _devOptional, optional: _optional, peer: _peer, ...entry } = root.packages[path]!;
    const local = path.startsWith(`${workspace}/`) ? path.slice(workspace.length + 1) : path;
    packages[local] = wanted.get(path) === 'optional' ? { ...entry, optional: true } : entry;
  }
  return { name: functions.name, ...(functions.version ? { version: functions.version } : {}), lockfileVersion: root.lockfileVersion, requires: true, packages };
}
