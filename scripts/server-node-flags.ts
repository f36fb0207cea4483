/**
 * Node's flags for a serving process (package.json's start and serve repeat them; the cluster and
 * the benches take them from here). The shop's live JavaScript heap is about 30 MB under the cart
 * bench's load, but with no cap V8 lets the heap grow to four times what survived its last full
 * collection before it collects again (142 MB of heap after the load on PGlite, 337 MB resident).
 * A 256 MB cap makes it collect sooner at the same throughput (83 MB of heap, 271 MB resident; on
 * PostgreSQL 150 MB), with eight times the live heap as headroom. The seed's child process takes
 * the same flags (api/db/seed-process.ts) and a first seed runs within them. Not in NODE_OPTIONS:
 * it is the serving process's setting, not that of the tools around it (tsx, a bench's load).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256'] as const;
