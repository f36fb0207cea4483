/** Lower-case URL slug of a label: 'Ocean Fish & Rice' → 'ocean-fish-rice', '5.5 oz' → '5.5-oz'. */
export function slugify(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/\.(?!\d)|(?<!\d)\./g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/** True for a well-formed slug segment: lower-case letters and digits joined by single hyphens. */
export function isSlug(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
