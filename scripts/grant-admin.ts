// Makes an existing account an admin (verified), on the emulators or on a real project: the one
// way to create the first admin, since the app never lets anyone choose that role.
//
//   npm run grant-admin -- someone@example.com                      # local emulators (demo project)
//   npm run grant-admin -- someone@example.com --project my-project # a real project; needs
//                                  Application Default Credentials (gcloud auth application-default login)
import { getAuth } from 'firebase-admin/auth';

const args = process.argv.slice(2);
const projectFlag = args.indexOf('--project');
const project = projectFlag >= 0 ? args[projectFlag + 1] : 'demo-machinery-market';
const email = args.find((a, i) => !a.startsWith('--') && i !== projectFlag + 1);

if (!email || !project) {
  console.error('Usage: npm run grant-admin -- <email> [--project <project-id>]');
  process.exit(2);
}

process.env.GCLOUD_PROJECT = project;
if (project.startsWith('demo-')) {
  // A demo project only exists on the emulators.
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  process.env.METADATA_SERVER_DETECTION ??= 'none';
}

const { adminApp } = await import('../functions/src/firebase.js');
const { usersStore } = await import('../functions/src/store/users.js');

try {
  const auth = getAuth(adminApp());
  const account = await auth.getUserByEmail(email);
  await auth.setCustomUserClaims(account.uid, { role: 'admin', sellerVerify: false, adminVerify: true });
  await usersStore.put({
    _id: account.uid,
    displayName: account.displayName ?? email,
    email: (account.email ?? email).toLowerCase(),
    role: 'admin',
    sellerVerify: false,
    adminVerify: true,
    photoURL: account.photoURL ?? '',
  });
  // End the account's sessions so the next sign-in carries the admin claims.
  await auth.revokeRefreshTokens(account.uid);
  console.log(`${email} is now a verified admin on ${project}. They must sign in again.`);
  process.exit(0);
} catch (error) {
  const code = (error as { code?: string }).code;
  console.error(code === 'auth/user-not-found' ? `No account with the e-mail ${email} on ${project}: sign up first.` : `Could not grant admin: ${(error as Error).message}`);
  process.exit(1);
}
