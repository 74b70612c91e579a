// `npm run deploy -- --project <id>`: checks everything a deploy needs (npm run deploy:check),
// builds the function and the production web app, then runs `firebase deploy` for the function,
// Hosting, the Firestore rules and indexes and the Storage rules. Stops at the first failure.
// `--dry-run` prints the steps instead of running them.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../emulators/stack.js';

const args = process.argv.slice(2);
const flag = args.indexOf('--project');
const project = flag >= 0 ? args[flag + 1] : undefined;
const dryRun = args.includes('--dry-run');

const steps: { what: string; command: string; args: string[] }[] = [
  { what: 'Checking what the deploy needs', command: 'npx', args: ['tsx', join('scripts', 'deploy-check.ts'), '--project', project ?? ''] },
  { what: 'Building the function', command: 'npm', args: ['run', 'build', '-w', 'functions', '--silent'] },
  { what: 'Building the web app for production', command: 'npm', args: ['run', 'build:production', '-w', 'web', '--silent'] },
  {
    what: `Deploying to ${project}`,
    command: 'npx',
    args: ['firebase', 'deploy', '--project', project ?? '', '--only', 'functions,hosting,firestore:rules,firestore:indexes,storage'],
  },
];

if (!project) {
  console.error('Usage: npm run deploy -- --project <project-id> [--dry-run]');
  process.exit(2);
}

for (const step of steps) {
  console.log(`\n▶ ${step.what}: ${step.command} ${step.args.join(' ')}`);
  if (dryRun) continue;
  const result = spawnSync(step.command, step.args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${step.what} failed: nothing further was deployed.`);
    process.exit(1);
  }
}
console.log(dryRun ? '\n(dry run: nothing was run)' : `\n✔ Deployed to ${project}. Next: npm run seed:categories -- --project ${project}, then the first admin (docs/deploy.md).`);
