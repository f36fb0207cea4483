import { backgroundSlug, type CopyColor, legibleCopyColor, type SurfaceBackground } from '../../core/merchandising/surface';
import './Surface.css';

export type { CopyColor, SurfaceBackground };

/**
 * Classes of a content block's background and copy colour (§2's bg_color and copyColor): 'light
 * blue' + dark → 'surface surface--light-blue surface--copy-dark'. The copy colour is the one that
 * reads on the background, whatever the content says (core/merchandising/surface.ts).
 */
export function surfaceClass(background?: SurfaceBackground, copy?: CopyColor): string {
  return `surface surface--${backgroundSlug(background)} surface--copy-${legibleCopyColor(background, copy)}`;
}
