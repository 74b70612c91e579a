import { getApps, initializeApp, type App } from 'firebase-admin/app';

/**
 * The Admin SDK app, created on first use so that a cold start of a route that needs
 * neither Auth nor Firestore does not pay for them. On the emulators the project id comes
 * from the environment (GCLOUD_PROJECT) and the SDK finds the emulators through
 * FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST.
 */
export function adminApp(): App {
  const existing = getApps()[0];
  if (existing) return existing;
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT;
  return initializeApp(projectId ? { projectId } : undefined);
}
