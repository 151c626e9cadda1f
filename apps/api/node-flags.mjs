// The Node flags of every start of the API and its worker: scripts/nexus.mjs, e2e/serve.mjs and the benches import
// them; the Dockerfile, docker-compose.yml and package.json's `start` spell the same out (src/node-flags.spec.ts checks
// that they do).
//
// The heap flags keep a busy server's garbage collection short and its memory flat. By default V8's memory reducer
// lets the old space fill with dead objects to about 2.5 times the live heap, then compacts all of it in one
// stop-the-world pause: 352 ms in bench:soak, with 105 MB live, and every kind's p99 rose to about 0.5 s in that
// minute. Without the reducer, and with a full collection (marked concurrently) due once the heap reaches 1.5 times
// what was live after the last one, the soak's full collections paused 9-19 ms and its resident memory stayed within
// 3% from the first minute to the last.
//
// V8 marks the heap on its platform's worker threads, four by default. On a machine of two cores that the API shares
// with PostgreSQL, a full collection then took both cores: sampled per thread in bench:dm at 200/s
// (/proc/<pid>/task/*/schedstat), the API's V8 workers ran 150 ms of CPU in 150 ms while the database's backends and
// the event loop waited 20 to 40 ms for a core, and the sends of that moment with them. With one worker a collection
// keeps to one core: in three runs, the API's turns without a ping sweep came out at p99 4.2 to 4.9 ms (4.1 to 8.9 ms
// in three runs on the default); bench:overload's best and its 2,000 connections were no lower (10,219 and 7,549 2xx/s,
// against 9,859 and 6,982), and bench:soak met its goals (no 5xx, resident memory +4.9% from its first minute to its
// last, each kind's p99 in the last minute 0.61 to 0.89x the first's).
export const HEAP_FLAGS = ['--no-memory-reducer', '--heap-growing-percent=50', '--v8-pool-size=1'];

export const NODE_FLAGS = ['--enable-source-maps', ...HEAP_FLAGS];
