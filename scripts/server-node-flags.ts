/**
 * Node's flags for a serving process (package.json's start and serve repeat them; the cluster and
 * the benches take them from here). The shop's live JavaScript heap is about 30 MB under the cart
 * bench's load, but with no cap V8 lets the heap grow to four times what survived its last full
 * collection before it collects again (142 MB of heap after the load on PGlite, 337 MB resident).
 * A 256 MB cap makes it collect sooner at the same throughput (83 MB of heap, 271 MB resident; on
 * PostgreSQL 150 MB), with eight times the live heap as headroom. The seed's child process takes
 * the same flags (api/db/seed-process.ts) and a first seed runs within them. Not in NODE_OPTIONS:
 * it is the serving process's setting, not that of the tools around it (tsx, a bench's load).
 *
 * The young generation is capped at 16 MB (V8 lets it grow to 32 under that heap cap): PGlite on
 * its own thread added that thread's heap and Node environment to the process, and its peak under
 * the cart bench went from 256 to 287-309 MB; the cap takes some 10 to 20 MB back (docs/benchmarks.md,
 * "Thirteenth round"). A process on PostgreSQL overrides it (the last flag wins).
 *
 * V8's pool of background threads (garbage collection's helpers, the optimising compilers) is sized
 * from the cores, one fewer than there are (`--v8-pool-size=0`), instead of Node's fixed four. On a
 * 2-core machine the four helpers took some 28 % of a core under the cart bench for a collection
 * that costs the main thread 3 %, competing with the request thread and PGlite's for two cores,
 * and what they held stayed resident. With one: the PGlite process's peak 254 to 266 MB instead of
 * 291 to 304, and no fewer writes (docs/benchmarks.md, "What the kept tuning buys").
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=8', '--v8-pool-size=0'] as const;

/**
 * A process on PostgreSQL (every process of the cluster) also takes a 64 MB young generation: its
 * requests allocate fast and V8's default young generation made it collect every few hundred
 * writes, promoting what was still in flight. Alternating cart loads at 50 connections: the
 * shop's CPU per write 0.49 to 0.52 ms by default, 0.37 to 0.42 with it, p99 61 to 67 ms against 50
 * to 58 (docs/benchmarks.md), for some 90 MB more resident memory (140 → 230 MB at the peak).
 *
 * And its old generation may grow to twice what survived the last full collection before the
 * next (`--heap-growing-percent=100`). Under the 256 MB cap V8 allowed it a few MB past what
 * survived, and the writes in flight that every second scavenge promotes (some 6 MB) brought a full
 * collection every 300 ms; two thirds of the writes slower than 40 ms had waited through one. With the
 * factor at 2: one every 800 ms, the p99 4 to 7 ms shorter and some 10 % more writes, for 15 to 25
 * MB more at the peak (docs/benchmarks.md, "What the kept tuning buys"). Neither for the PGlite process:
 * PostgreSQL's WebAssembly memory leaves it no room under its 300 MB goal.
 */
export const POSTGRES_SERVER_NODE_FLAGS = [...SERVER_NODE_FLAGS, '--max-semi-space-size=64', '--heap-growing-percent=100'] as const;
