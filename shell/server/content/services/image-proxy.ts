import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_MAX_SIDE, type ResizingType } from '@resort/shared/rules';

// The image proxy (spec section 7): resizes one of the store's own images with sharp. Only listed
// sources are read: the content module's media folder ('/media/<file>') and the remotes' own
// builds ('/remotes/<line>/<file>', e.g. a lodging property photo shipped with mfe-lodging).
// Anything else (another host, a path outside those folders) is refused.

export class ImageSourceError extends Error {}

export const IMAGE_SOURCE_REFUSED = 'This image source is not allowed.';
export const IMAGE_NOT_FOUND = 'Image Not Available';

const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.svg']);
const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');
export const MEDIA_DIR = path.join(__dirname, '..', 'media');

export interface ImageSources {
  /** URL path prefix → folder on disk. */
  folders: Record<string, string>;
  /** Origins whose URLs name the store itself (PUBLIC_URL, the request's own host). */
  ownOrigins: string[];
}

/** The listed sources: the media folder and each remote's build folder. */
export function defaultImageSources(packageNames: string[]): Record<string, string> {
  const folders: Record<string, string> = { '/media/': MEDIA_DIR };
  for (const pkg of packageNames) folders[`/remotes/${pkg.replace(/^mfe-/, '')}/`] = path.join(repoRoot, pkg, 'dist');
  return folders;
}

/** The file a source names, or an ImageSourceError. */
export function resolveImageSource(source: string, { folders, ownOrigins }: ImageSources): string {
  let pathname = source;
  if (/^[a-z][a-z0-9+.-]*:/i.test(source) || source.startsWith('//')) {
    let url: URL;
    try {
      url = new URL(source, 'http://invalid.invalid');
    } catch {
      throw new ImageSourceError(IMAGE_SOURCE_REFUSED);
    }
    if (!['http:', 'https:'].includes(url.protocol) || !ownOrigins.includes(url.origin)) throw new ImageSourceError(IMAGE_SOURCE_REFUSED);
    pathname = url.pathname;
  }
  pathname = pathname.split(/[?#]/)[0];
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    throw new ImageSourceError(IMAGE_SOURCE_REFUSED);
  }
  if (pathname.includes('\\') || pathname.split('/').some((part) => part === '..' || part === '.'))
    throw new ImageSourceError(IMAGE_SOURCE_REFUSED);
  const prefix = Object.keys(folders).find((p) => pathname.startsWith(p));
  if (!prefix) throw new ImageSourceError(IMAGE_SOURCE_REFUSED);
  const root = path.resolve(folders[prefix]);
  const file = path.resolve(root, pathname.slice(prefix.length));
  if (!file.startsWith(root + path.sep) || !IMAGE_EXTENSIONS.has(path.extname(file).toLowerCase())) {
    throw new ImageSourceError(IMAGE_SOURCE_REFUSED);
  }
  return file;
}

export interface Rendition {
  body: Buffer;
  contentType: string;
  etag: string;
}

export interface RenderRequest {
  file: string;
  width?: number;
  height?: number;
  dpr?: number;
  resizingType?: ResizingType;
  /** 'webp' when the browser accepts it, else 'jpeg'. */
  format: 'webp' | 'jpeg';
}

type Fit = 'cover' | 'contain' | 'fill' | 'inside' | 'outside';
const FIT: Record<ResizingType, Fit> = { fit: 'inside', fill: 'cover', force: 'fill', auto: 'cover' };

/** Resizes with sharp, keeping the result and its ETag for the same source version and parameters. */
export class ImageProxy {
  private readonly cache = new Map<string, Promise<Rendition>>();
  /** How many renditions were computed (not served from the cache). */
  renders = 0;

  constructor(private readonly maxEntries = 300) {}

  /** The ETag a rendition will have: the source's version and the parameters, known before any resizing. */
  etagOf(request: RenderRequest): { key: string; etag: string } {
    const stat = fs.statSync(request.file, { throwIfNoEntry: false });
    if (!stat?.isFile()) throw new ImageSourceError(IMAGE_NOT_FOUND);
    const key = JSON.stringify([
      request.file,
      stat.size,
      stat.mtimeMs,
      request.width,
      request.height,
      request.dpr ?? 1,
      request.resizingType ?? 'fit',
      request.format,
    ]);
    return { key, etag: `"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"` };
  }

  cached(key: string): boolean {
    return this.cache.has(key);
  }

  render(request: RenderRequest): Promise<Rendition> {
    const { key, etag } = this.etagOf(request);
    const hit = this.cache.get(key);
    if (hit) {
      // Most recently used last.
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    const job = this.resize(request, etag);
    this.cache.set(key, job);
    job.catch(() => this.cache.delete(key));
    while (this.cache.size > this.maxEntries) this.cache.delete(this.cache.keys().next().value as string);
    return job;
  }

  private async resize({ file, width, height, dpr = 1, resizingType = 'fit', format }: RenderRequest, etag: string): Promise<Rendition> {
    this.renders += 1;
    const scale = (n?: number) => (n ? Math.min(IMAGE_MAX_SIDE * 2, Math.round(n * dpr)) : undefined);
    let w = scale(width);
    const h = scale(height);
    if (!w && !h) w = IMAGE_MAX_SIDE;
    const fit: Fit = resizingType === 'auto' && !(w && h) ? 'inside' : FIT[resizingType];
    const density = path.extname(file).toLowerCase() === '.svg' ? 144 : undefined;
    let pipeline = sharp(file, { density, limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: w, height: h, fit, withoutEnlargement: resizingType === 'fit' || resizingType === 'auto' });
    pipeline =
      format === 'webp' ? pipeline.webp({ quality: 78 }) : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
    const body = await pipeline.toBuffer();
    return { body, contentType: `image/${format}`, etag };
  }
}
