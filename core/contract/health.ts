import { z } from 'zod';
import { SITE_CODES } from '../constants';
import { endpoint } from './define';

/** Liveness and readiness: database reachable and the build being served. */
export const health = endpoint({
  path: '/api/health',
  methods: ['GET'],
  input: z.object({}),
  output: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['ok', 'unreachable']),
    buildId: z.string(),
    site: z.enum(SITE_CODES),
  }),
});
