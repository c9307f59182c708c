import type { FastifyReply } from 'fastify';
import { HttpError, type ContractApp } from '@resort/shared/server';
import { ImageBytes, ImageQuery } from '../../../contract';
import { IMAGE_NOT_FOUND, ImageSourceError, resolveImageSource, type ImageProxy } from '../services/image-proxy';

const tags = ['content'];

/** Spec section 7 "Image proxy": the picture resized, cached, and revalidated with its ETag (304). */
export function registerImageRoute(api: ContractApp, { proxy, folders }: { proxy: ImageProxy; folders: Record<string, string> }) {
  api.get(
    '/content/image',
    { schema: { summary: 'Image proxy', tags, querystring: ImageQuery, response: { 200: ImageBytes } } },
    async (request, reply) => {
      const { url, width, height, dpr, resizingType } = request.query;
      const ownOrigins = [`${request.protocol}://${request.host}`];
      if (process.env.PUBLIC_URL) ownOrigins.push(new URL(process.env.PUBLIC_URL).origin);
      const format = /image\/webp/.test(request.headers.accept ?? '') ? 'webp' : 'jpeg';
      try {
        const file = resolveImageSource(url, { folders, ownOrigins });
        const renderRequest = { file, width, height, dpr, resizingType, format } as const;
        const { key, etag } = proxy.etagOf(renderRequest);
        // Public pictures, the same for everyone: a browser and a CDN keep them, and revalidate by ETag.
        reply.header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800').header('Vary', 'Accept').header('ETag', etag);
        const ifNoneMatch = request.headers['if-none-match'] ?? '';
        if (ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))
          return (reply as unknown as FastifyReply).code(304).send();
        reply.header('X-Cache', proxy.cached(key) ? 'HIT' : 'MISS');
        const rendition = await proxy.render(renderRequest);
        return reply.type(rendition.contentType).send(rendition.body);
      } catch (error) {
        if (error instanceof ImageSourceError) {
          reply.header('Cache-Control', 'no-store').removeHeader('ETag').removeHeader('Vary');
          throw new HttpError(error.message === IMAGE_NOT_FOUND ? 404 : 400, error.message);
        }
        // A source sharp cannot read is not an image.
        reply.header('Cache-Control', 'no-store').removeHeader('ETag').removeHeader('Vary');
        request.log?.warn({ err: error }, 'image proxy could not read the source');
        throw new HttpError(400, 'This image source cannot be read.');
      }
    },
  );
}
