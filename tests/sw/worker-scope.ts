// Workbox modules touch `self` when they load (dev logging), as they would inside a worker.
// Import this first in a test that loads Workbox under Node, where only `globalThis` exists.
if (typeof self === 'undefined') {
  Object.assign(globalThis, { self: globalThis, __WB_DISABLE_DEV_LOGS: true });
}
