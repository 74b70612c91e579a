// A Firestore emulator in plain Node (@firestore-emulator/server) for machines without
// Java 21, where the official emulator cannot run. firebase-admin reaches it through
// FIRESTORE_EMULATOR_HOST. Data lives in memory: the launcher seeds it at every start.
//
// Usage: tsx emulators/firestore-server.ts [--port 8080]
// Prints "firestore-emulator ready on <port>" once it accepts connections.
import { FirestoreServer } from '@firestore-emulator/server';
import { makeCommitsAtomic } from './atomic-commits.js';

const portFlag = process.argv.indexOf('--port');
const port = Number(portFlag >= 0 ? process.argv[portFlag + 1] : 8080);

const server = new FirestoreServer();
makeCommitsAtomic(server);
try {
  await server.start(port);
} catch (error) {
  console.error(`firestore-emulator could not listen on port ${port}: ${(error as Error).message}`);
  process.exit(1);
}
console.log(`firestore-emulator ready on ${port}`);

function stop() {
  server.stop();
  process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
