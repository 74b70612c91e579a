// The owner's tool for admins, on the emulators or on a real project: makes an existing account
// an admin with the blue tick (adminVerify), or sets or clears that tick. The app never lets
// anyone choose the admin role, and admins never act on admins through the API.
//
//   npm run grant-admin -- someone@example.com                      # local emulators (demo project)
//   npm run grant-admin -- someone@example.com --unverified         # an admin without the blue tick
//   npm run grant-admin -- someone@example.com --project my-project # a real project; needs
//                                  Application Default Credentials (gcloud auth application-default login)
import { projectArg } from './project-arg.js';

const usage = 'npm run grant-admin -- <email> [--unverified] [--project <project-id>]';
const { project, rest } = projectArg(process.argv.slice(2), usage, 'demo-machinery-market');
const email = rest.find((a) => !a.startsWith('--'));
const verified = !rest.includes('--unverified');
if (!email) {
  console.error(`Usage: ${usage}`);
  process.exit(2);
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
