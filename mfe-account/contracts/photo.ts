import { REQUIRED_FIELD } from '@resort/shared/rules';
import { text, z } from '@resort/shared/contracts';

// Photo

/** The largest photo accepted before resizing (the base64 text of it is a third larger). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_SIZE_PX = 400;
export const PHOTO_INVALID = 'Upload a JPEG, PNG or WebP image of at most 5 MB.';
export const PhotoBody = z.object({ image: text(Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 100).min(1, REQUIRED_FIELD) }).strict();
export type PhotoBody = z.infer<typeof PhotoBody>;
export const PhotoAnswer = z.object({ photoUrl: z.string() });
export type PhotoAnswer = z.infer<typeof PhotoAnswer>;
