// Preloaded into the Prisma CLI only (see prisma.mjs). Prisma 6.19's Wasm schema engine arms a 10 s
// timer for each command (a lock timeout) and never clears it, so `migrate deploy` lingers 10 s after
// it has finished. Long timers here must not hold the process open; sockets in use still do.
const timers = require('node:timers');
const original = timers.setTimeout;
function setTimeoutUnrefLong(callback, delay, ...args) {
  const handle = original(callback, delay, ...args);
  if (delay >= 5000) handle.unref();
  return handle;
}
globalThis.setTimeout = setTimeoutUnrefLong;
timers.setTimeout = setTimeoutUnrefLong;
