import sharp from 'sharp';
import { badRequest, HttpError, ok, type ContractApp, requireUser } from '@resort/shared/server';
import { accountContract as c, PHOTO_INVALID, PHOTO_MAX_BYTES, PHOTO_SIZE_PX, PhotoBytes } from '../../contract';
import { photos } from '../schema';
import { photoUrl } from '../services/people';
import type { AccountRouteDeps } from './account';
import { eq } from 'drizzle-orm';

const tags = ['account'];
const DATA_URL = /^data:image\/(jpeg|png|webp);base64,([A-Za-z0-9+/=]+)$/;

/** Reads, checks and resizes an uploaded image to a square JPEG; bad input is a 400 with PHOTO_INVALID. */
export async function resizePhoto(image: string): Promise<Buffer> {
  const match = DATA_URL.exec(image.trim());
  if (!match) throw badRequest(PHOTO_INVALID, { field: 'image' });
  const bytes = Buffer.from(match[2], 'base64');
  if (!bytes.length || bytes.length > PHOTO_MAX_BYTES) throw badRequest(PHOTO_INVALID, { field: 'image' });
  try {
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(PHOTO_SIZE_PX, PHOTO_SIZE_PX, { fit: 'cover' })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(PHOTO_INVALID, { field: 'image' });
  }
}

/** Spec "upload photo" (resized, stored in the account's tables) and the photo itself, for its owner only. */
export function registerPhotoRoutes(api: ContractApp, { db }: AccountRouteDeps) {
  api.post(
    '/account/photo',
    { schema: { summary: 'Upload photo', tags, ...c.photo }, bodyLimit: Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 1024 },
    async (request) => {
      const user = requireUser(request);
      const jpeg = await resizePhoto(request.body.image);
      const now = new Date();
      await db
        .insert(photos)
        .values({ userId: user.id, contentType: 'image/jpeg', data: jpeg.toString('base64'), updatedAt: now })
        .onConflictDoUpdate({ target: photos.userId, set: { contentType: 'image/jpeg', data: jpeg.toString('base64'), updatedAt: now } });
      return ok({ photoUrl: photoUrl(now) });
    },
  );

  // The signed-in holder's own photo; nobody else's can be asked for (there is no id to ask with).
  api.get('/account/photo', { schema: { summary: 'Photo upload modal', tags, response: { 200: PhotoBytes } } }, async (request, reply) => {
    const user = requireUser(request);
    const [photo] = await db.select().from(photos).where(eq(photos.userId, user.id)).limit(1);
    if (!photo) throw new HttpError(404, 'No photo has been uploaded.');
    return reply
      .header('content-type', photo.contentType)
      .header('cache-control', 'private, max-age=86400')
      .send(Buffer.from(photo.data, 'base64'));
  });
}
