import { useQuery } from '@tanstack/react-query';
import { fetchContactForm } from './contact-api';

/** Content changes rarely; the page shows the stored form at once and refreshes it behind. */
const CONTACT_FORM_STALE_MS = 5 * 60_000;

/** Query key of the form; its answer is persisted (web/lib/query-persistence/query-answer-schemas.ts). */
export const CONTACT_FORM_KEY = ['content', 'contact'] as const;

/** The storefront's contact form (fields, topics, support address). */
export function useContactForm() {
  return useQuery({ queryKey: CONTACT_FORM_KEY, queryFn: ({ signal }) => fetchContactForm(signal), staleTime: CONTACT_FORM_STALE_MS });
}
