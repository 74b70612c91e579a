/**
 * The `--project <id>` of the owner's commands (grant-admin, seed:categories), pointed at the
 * right place: a `demo-` project exists only on the local emulators (their default addresses,
 * unless the environment names others); any other is a real project, reached with Application
 * Default Credentials. Without a project, prints the usage and exits.
 */
export function projectArg(args: string[], usage: string, fallback?: string): { project: string; rest: string[] } {
  const flag = args.indexOf('--project');
  const project = flag >= 0 ? args[flag + 1] : fallback;
  if (!project) {
    console.error(`Usage: ${usage}`);
    process.exit(2);
  }
  process.env.GCLOUD_PROJECT = project;
  if (project.startsWith('demo-')) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
    process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
    process.env.METADATA_SERVER_DETECTION ??= 'none';
  }
  return { project, rest: args.filter((_, i) => flag < 0 || (i !== flag && i !== flag + 1)) };
}
