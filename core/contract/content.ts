import { z } from 'zod';
import {
  announcementSchema,
  footerSchema,
  globalsSchema,
  headerSchema,
  navigationSchema,
  passwordProtectSchema,
} from '../entities/content';
import { endpoint } from './define';

const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
const empty = z.object({}).loose();

/** POST /api/cms/{version}/get-globals {fields}: the requested content globals (version defaults v1.0). */
export const getGlobals = endpoint({
  path: '/api/cms/:version/get-globals',
  methods: ['POST', 'GET'],
  input: z.object({ fields: z.array(z.string().min(1).max(100)).min(1).max(50) }),
  output: data(globalsSchema),
  cacheable: true,
});

/** GET /api/cms/v2.0/get-header. */
export const getHeader = endpoint({
  path: '/api/cms/v2.0/get-header',
  methods: ['GET'],
  input: empty,
  output: data(headerSchema),
  cacheable: true,
});

/** GET /api/cms/v1.0/get-footer. */
export const getFooter = endpoint({
  path: '/api/cms/v1.0/get-footer',
  methods: ['GET'],
  input: empty,
  output: data(footerSchema),
  cacheable: true,
});

/** POST /api/cms/v1.0/get-navigation {handle}. */
export const getNavigation = endpoint({
  path: '/api/cms/v1.0/get-navigation',
  methods: ['POST', 'GET'],
  input: z.object({ handle: z.string().min(1).max(100) }),
  output: data(navigationSchema),
  cacheable: true,
});

/** POST /api/cms/v1.0/get-announcements (empty body). */
export const getAnnouncements = endpoint({
  path: '/api/cms/v1.0/get-announcements',
  methods: ['POST', 'GET'],
  input: empty,
  output: data(z.array(announcementSchema)),
  cacheable: true,
});

/** GET /api/cms/v1.0/get-password-protect: copy of the password-protect page. */
export const getPasswordProtect = endpoint({
  path: '/api/cms/v1.0/get-password-protect',
  methods: ['GET'],
  input: empty,
  output: data(passwordProtectSchema),
  cacheable: true,
});
