/**
 * How every browser test launches Debian's Chromium: never a downloaded browser, and without the
 * background networking that this machine's closed network refuses (TOOLCHAIN.md).
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
/** The full browser, as shoppers run it (the benches, and the specs of what only it does). */
export const CHROMIUM_LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

/**
 * Debian's headless shell (package chromium-headless-shell): the same engine without the
 * browser's own interface, the build Playwright itself runs headless. The end-to-end specs run
 * in it: a third less CPU than the full browser over the suite, most of it the browser process.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROME_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
export const HEADLESS_SHELL_LAUNCH = { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS };
