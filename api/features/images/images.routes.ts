import type { Context, Next } from 'koa';
import { parseImageModifiers } from '../../../core/images/modifiers';
import { renditionProblem, sourcePathProblem } from '../../../core/images/renditions';
import { badRequest, notFound } from '../../http/errors';
import type { ImageService } from './images.service';

const IMAGE_PATH = /^\/_ipx\/([^/]+)\/(.+)$/;

/** A path segment decoded; a malformed percent-escape is the client's mistake (400), not a crash. */
function decodeSegment(segment: string, field: 'modifiers' | 'source'): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest({ [field]: 'has a malformed percent-escape' }, 'Invalid image path');
  }
}

/** GET /_ipx/{modifiers}/{source}: the image-optimisation route of §7. */
export function imageRoutes(images: ImageService) {
  return async (ctx: Context, next: Next) => {
    if (!ctx.path.startsWith('/_ipx/')) return next();
    const match = IMAGE_PATH.exec(ctx.path);
    if (!match || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) throw notFound('Unknown image');
    const modifiers = parseImageModifiers(decodeSegment(match[1], 'modifiers'));
    if (!modifiers.ok) throw badRequest({ [modifiers.field]: modifiers.message }, 'Invalid image modifiers');
    // only the renditions the app asks for: anything else would be one more file on disk per ask
    const problem = renditionProblem(modifiers.value);
    if (problem) throw badRequest({ [problem.field]: problem.message }, 'Invalid image modifiers');
    const source = decodeSegment(match[2], 'source');
    const spelling = sourcePathProblem(source);
    if (spelling) throw badRequest({ source: spelling }, 'Invalid image path');
    const image = await images.render(source, modifiers.value);
    ctx.set('ETag', image.etag);
    ctx.set('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
    if (ctx.get('If-None-Match') === image.etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = image.contentType;
    ctx.body = image.body;
  };
}
