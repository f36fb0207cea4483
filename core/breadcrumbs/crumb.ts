import { z } from 'zod';

/** zod schema of one breadcrumb: its label and link. */
export const crumbSchema = z.object({ label: z.string(), href: z.string() });
/** One breadcrumb. */
export type Crumb = z.infer<typeof crumbSchema>;
