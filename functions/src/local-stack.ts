/**
 * The embedded local stack has no Storage emulator, so the API itself takes the uploads there.
 * A demo project only ever runs on emulators; a real project never mounts the route.
 */
export function isLocalStack(): boolean {
  const project = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? '';
  return project.startsWith('demo-') && !process.env.FIREBASE_STORAGE_EMULATOR_HOST;
}
