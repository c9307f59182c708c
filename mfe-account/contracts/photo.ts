import { REQUIRED_FIELD } from '@resort/shared/rules';
import { text, z } from '@resort/shared/contracts';
import { PHOTO_MAX_BYTES } from './rules';

// Photo

export const PHOTO_SIZE_PX = 400;
export const PhotoBody = z.object({ image: text(Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 100).min(1, REQUIRED_FIELD) }).strict();
export type PhotoBody = z.infer<typeof PhotoBody>;
export const PhotoAnswer = z.object({ photoUrl: z.string() });
export type PhotoAnswer = z.infer<typeof PhotoAnswer>;
