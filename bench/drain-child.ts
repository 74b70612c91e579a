// Drains the owed work of the Firestore named by FIRESTORE_EMULATOR_HOST, as the `work` task
// queue would: run by the `scale` section, which kills it half-way (bench/scale-child.ts).
const { drainWork } = await import('../functions/src/domain/work/run.js');
await drainWork();
process.exit(0);
