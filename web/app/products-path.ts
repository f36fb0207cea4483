/**
 * The corrected form of a doubled products path (§2): '/products/products/x' → '/products/x'.
 * Works on whole segments, so a product handle such as 'products-pack' is left alone.
 */
export function correctProductsPath(pathname: string): string {
  return pathname.replace(/^\/products(?:\/products)+(?=\/|$)/, '/products');
}
