// The owner's tool for admins, on the emulators or on a real project: makes an existing account
// an admin with the blue tick (adminVerify), or sets or clears that tick. The app never lets
// anyone choose the admin role, and admins never act on admins through the API.
//
//   npm run grant-admin -- someone@example.com                      # local emulators (demo project)
//   npm run grant-admin -- someone@example.com --unverified         # an admin without the blue tick
//   npm run grant-admin -- someone@example.com --project my-project # a real project; needs
//                                  Application Default Credentials (gcloud auth application-default login)
const args = process.argv.slice(2);
const projectFlag = args.indexOf('--project');
const project = projectFlag >= 0 ? args[projectFlag + 1] : 'demo-machinery-market';
const email = args.find((a, i) => !a.startsWith('--') && (projectFlag < 0 || i !== projectFlag + 1));
const verified = !args.includes('--unverified');

if (!email || !project) {
  console.error('Usage: npm run grant-admin -- <email> [--unverified] [--project <project-id>]');
  process.exit(2);
}

process.env.GCLOUD_PROJECT = project;
if (project.startsWith('demo-')) {
  // A demo project only exists on the emulators.
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.METADATA_SERVER_DETECTION ??= 'none';
}

const { grantAdmin, NoSuchAccount } = await import('../functions/src/domain/owner.js');

try {
  await grantAdmin(email.toLowerCase(), verified);
  console.log(`${email} is now ${verified ? 'a verified admin' : 'an admin without the blue tick'} on ${project}. They must sign in again.`);
  process.exit(0);
} catch (error) {
  console.error(error instanceof NoSuchAccount ? `No account with the e-mail ${email} on ${project}: sign up first.` : `Could not grant admin: ${(error as Error).message}`);
  process.exit(1);
}
