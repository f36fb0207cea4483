import { z } from 'zod';

/** Largest width or height the image route renders; larger asks are refused (400). */
export const MAX_IMAGE_DIMENSION = 2400;

const dimension = z.coerce.number().int().min(1).max(MAX_IMAGE_DIMENSION);
export const imageModifiersSchema = z.object({
  format: z.enum(['webp', 'png', 'jpeg']).default('webp'),
  fit: z.enum(['cover', 'contain', 'fill', 'inside', 'outside']).default('cover'),
  width: dimension.optional(),
  height: dimension.optional(),
  quality: z.coerce.number().int().min(1).max(100).default(80),
  background: z
    .string()
    .regex(/^[0-9a-f]{3}([0-9a-f]{3})?$/i, 'expected a hex colour such as ffffff')
    .optional(),
});
export type ImageModifiers = z.infer<typeof imageModifiersSchema>;

/** Short and long names of each modifier, as the image-optimisation route accepts them. */
const NAMES: Record<string, keyof ImageModifiers | 'resize'> = {
  f: 'format',
  format: 'format',
  fit: 'fit',
  w: 'width',
  width: 'width',
  h: 'height',
  height: 'height',
  q: 'quality',
  quality: 'quality',
  b: 'background',
  background: 'background',
  s: 'resize',
  resize: 'resize',
};

export type ParsedModifiers = { ok: true; value: ImageModifiers } | { ok: false; field: string; message: string };

/**
 * Parses the modifiers segment of /_ipx/{modifiers}/{source}: 'f_webp,w_320,h_200,fit_contain',
 * 's_320x200' (resize = width x height), '_' for none. Unknown names and bad values are refused.
 */
export function parseImageModifiers(segment: string): ParsedModifiers {
  const raw: Record<string, string> = {};
  if (segment !== '_' && segment !== '') {
    for (const part of segment.split(/[,&]/)) {
      const at = part.indexOf('_');
      const name = NAMES[at > 0 ? part.slice(0, at) : part];
      if (!name) return { ok: false, field: part, message: 'unknown image modifier' };
      const value = at > 0 ? part.slice(at + 1) : '';
      if (name === 'resize') {
        const match = /^(\d+)x(\d+)$/.exec(value);
        if (!match) return { ok: false, field: 'resize', message: 'expected WIDTHxHEIGHT, e.g. s_320x200' };
        raw.width = match[1];
        raw.height = match[2];
      } else raw[name] = value;
    }
  }
  const parsed = imageModifiersSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, field: String(issue.path[0]), message: issue.message };
}

/** Builds the modifiers segment back (stable order, so equal asks share one cached file). */
export function formatImageModifiers(m: Partial<ImageModifiers>): string {
  const parts: string[] = [];
  if (m.format) parts.push(`f_${m.format}`);
  if (m.fit) parts.push(`fit_${m.fit}`);
  if (m.width) parts.push(`w_${m.width}`);
  if (m.height) parts.push(`h_${m.height}`);
  if (m.quality) parts.push(`q_${m.quality}`);
  if (m.background) parts.push(`b_${m.background}`);
  return parts.length ? parts.join(',') : '_';
}
