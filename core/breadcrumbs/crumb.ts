/** One breadcrumb: its label and link (its zod schema, crumbSchema, is in state-schema.ts). */
export interface Crumb {
  label: string;
  href: string;
}
