export interface PackshotPlaceholderProps {
  /** the product image's alt text: the placeholder stands in for it ('' for a decorative one) */
  label: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * What a product shows when its picture cannot be loaded (offline and never fetched, or a failed
 * load): a drawn food bag in the picture's box, never a broken-image icon. Inline, so it needs no
 * network itself.
 */
export function PackshotDrawing({ label, width, height, className }: PackshotPlaceholderProps) {
  const named = label !== '';
  return (
    <svg
      className={className}
      role={named ? 'img' : 'presentation'}
      aria-label={named ? label : undefined}
      aria-hidden={named ? undefined : true}
      width={width}
      height={height}
      viewBox="0 0 100 100"
      xmlns="http://www.w3.org/2000/svg"
    >
      {named && <title>{label}</title>}
      <rect width="100" height="100" rx="6" fill="#f3f6fa" />
      <path d="M30 24h40l4 8v48a4 4 0 0 1-4 4H30a4 4 0 0 1-4-4V32z" fill="#dde3ea" stroke="#9aa7b5" strokeWidth="1.5" />
      <path d="M26 32h48" stroke="#9aa7b5" strokeWidth="1.5" />
      <circle cx="50" cy="56" r="10" fill="#f3f6fa" stroke="#9aa7b5" strokeWidth="1.5" />
      <circle cx="46" cy="54" r="1.6" fill="#9aa7b5" />
      <circle cx="54" cy="54" r="1.6" fill="#9aa7b5" />
      <path d="M46.5 60q3.5 2.5 7 0" fill="none" stroke="#9aa7b5" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
