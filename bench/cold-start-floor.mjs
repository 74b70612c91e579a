// The floor of a cold start, in a fresh Node process (plain JavaScript, as cold-start-child.mjs):
// firebase-admin's Firestore client alone, loaded and asked for the categories as the API's
// first request asks for them; no HTTP, no Express, nothing of the API. Prints one JSON line of
// timings in ms, in the child's shape.
const start = performance.now();
const { initializeApp } = await import('firebase-admin/app');
const { getFirestore } = await import('firebase-admin/firestore');
const imported = performance.now();
// As the API's client runs (functions/src/store/db.ts).
process.env.FIRESTORE_ENABLE_TRACING ??= 'off';
const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT }));
const snap = await db.collection('categories').get();
const answered = performance.now();
process.stdout.write(
  `${JSON.stringify({
    status: snap.empty ? 404 : 200,
    importMs: imported - start,
    listenMs: 0,
    firstRequestMs: answered - imported,
    importToAnswerMs: answered - start,
    processStartToAnswerMs: answered,
  })}\n`,
);
process.exit(0);
