/**
 * The 404 page's content from the content service. Each field is checked as it is drawn, so the
 * server draws the same page the browser hydrates (title, message, picture and links at once).
 */
import { notFoundContentSchema } from '../../../core/entities/content';
import { useGlobals } from './content-queries';

const NOT_FOUND_FIELDS = ['site_404_title', 'site_404_message', 'site_404_image', 'site_404_cta'] as const;
const fields = notFoundContentSchema.shape;

/** 404 content; each field is checked on its own so one bad field does not hide the others. */
export function useNotFoundContent() {
  const { data } = useGlobals(NOT_FOUND_FIELDS);
  return {
    title: fields.site_404_title.safeParse(data?.site_404_title).data,
    message: fields.site_404_message.safeParse(data?.site_404_message).data,
    image: fields.site_404_image.safeParse(data?.site_404_image).data,
    ctas: fields.site_404_cta.safeParse(data?.site_404_cta).data ?? [],
  };
}
