// The Node flags of every start of the API and its worker: scripts/nexus.mjs, e2e/serve.mjs and the benches import
// them; the Dockerfile, docker-compose.yml and package.json's `start` spell the same out.
//
// The heap flags keep a busy server's garbage collection short and its memory flat. By default V8's memory reducer
// lets the old space fill with dead objects to about 2.5 times the live heap, then compacts all of it in one
// stop-the-world pause: 352 ms in bench:soak, with 105 MB live, and every kind's p99 rose to about 0.5 s in that
// minute. Without the reducer, and with a full collection (marked concurrently) due once the heap reaches 1.5 times
// what was live after the last one, the soak's full collections paused 9-19 ms and its resident memory stayed within
// 3% from the first minute to the last.
export const HEAP_FLAGS = ['--no-memory-reducer', '--heap-growing-percent=50'];

export const NODE_FLAGS = ['--enable-source-maps', ...HEAP_FLAGS];
