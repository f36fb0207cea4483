import { createContext, useContext } from 'react';

/**
 * The route table's title of the page being drawn, for this storefront (§2), or undefined where the
 * route names none: a page drawing its own head falls back to it when it has no title of its own.
 */
export const RouteTitleContext = createContext<string | undefined>(undefined);

export function useRouteTitle(): string | undefined {
  return useContext(RouteTitleContext);
}
