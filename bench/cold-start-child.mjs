// One cold start, in a fresh Node process (plain JavaScript, so no loader is in the way):
// import the built function module, listen, answer a first GET /api/productsCategory.
// Prints one JSON line of timings in ms. Usage: node bench/cold-start-child.mjs <functions/lib/app.js>
import http from 'node:http';
import { pathToFileURL } from 'node:url';

const modulePath = process.argv[2];
const start = performance.now();
const { createApp } = await import(pathToFileURL(modulePath).href);
const imported = performance.now();
const server = createApp();
const listener = await new Promise((resolve) => {
  const s = server.listen(0, '127.0.0.1', () => resolve(s));
});
const listening = performance.now();
const { port } = listener.address();
const status = await new Promise((resolve, reject) => {
  const req = http.get({ host: '127.0.0.1', port, path: '/api/productsCategory', timeout: 30_000 }, (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode));
  });
  req.on('timeout', () => req.destroy(new Error('no answer within 30 s')));
  req.on('error', reject);
});
const answered = performance.now();
process.stdout.write(
  `${JSON.stringify({
    status,
    importMs: imported - start,
    listenMs: listening - imported,
    firstRequestMs: answered - listening,
    importToAnswerMs: answered - start,
    processStartToAnswerMs: answered,
  })}\n`,
);
process.exit(0);
