import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Seeded images are identical for every test database, so suites share one folder: only the first
 * seeding of a run draws them (writes are atomic, so parallel files may race safely).
 */
export const SHARED_ASSETS_DIR = join(tmpdir(), 'shop-test-assets');
