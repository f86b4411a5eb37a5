// Runs HTTP requests from its own thread, so the stack under test does not share an event loop with
// the client that measures it. Modes: `series` (sequential, per-request timings) and `load`
// (N concurrent loops for a duration, counting completions).
import { parentPort, workerData } from 'node:worker_threads';

const { mode, url, headers, requests, warmup, concurrency, durationMs } = workerData;

async function once() {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

if (mode === 'series') {
  for (let i = 0; i < warmup; i++) await once();
  const samples = [];
  for (let i = 0; i < requests; i++) {
    const start = process.hrtime.bigint();
    await once();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  parentPort.postMessage({ samples });
} else {
  let completed = 0;
  let failed = 0;
  for (let i = 0; i < 200; i++) await once();
  const until = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        try {
          await once();
          completed++;
        } catch {
          failed++;
        }
      }
    }),
  );
  parentPort.postMessage({ completed, failed });
}
