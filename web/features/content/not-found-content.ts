/**
 * The 404 page's content from the content service: only the not-found view draws it, so it loads
 * with that view, not with every page's layout.
 */
import { useEffect, useState } from 'react';
import { loadNotFoundFields } from '../../lib/lazy-schemas';
import { useGlobals } from './content-queries';

const NOT_FOUND_FIELDS = ['site_404_title', 'site_404_message', 'site_404_image', 'site_404_cta'] as const;
type NotFoundFields = Awaited<ReturnType<typeof loadNotFoundFields>>;
let notFoundFields: Promise<NotFoundFields> | undefined;

/**
 * The 404 fields' schemas, loaded when a 404 is drawn: a static import would bring zod into the
 * layout of every page (web/lib/lazy-schemas.ts). Kept out of the query cache, which is persisted.
 */
function useNotFoundFields(): NotFoundFields | undefined {
  const [fields, setFields] = useState<NotFoundFields>();
  useEffect(() => {
    let current = true;
    notFoundFields ??= loadNotFoundFields();
    void notFoundFields.then((loaded) => current && setFields(loaded));
    return () => {
      current = false;
    };
  }, []);
  return fields;
}

/** 404 content; each field is checked on its own so one bad field does not hide the others. */
export function useNotFoundContent() {
  const { data } = useGlobals(NOT_FOUND_FIELDS);
  const fields = useNotFoundFields();
  return {
    title: fields?.site_404_title.safeParse(data?.site_404_title).data,
    message: fields?.site_404_message.safeParse(data?.site_404_message).data,
    image: fields?.site_404_image.safeParse(data?.site_404_image).data,
    ctas: fields?.site_404_cta.safeParse(data?.site_404_cta).data ?? [],
  };
}
