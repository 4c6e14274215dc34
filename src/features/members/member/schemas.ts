import type { z } from 'zod';
import { profileDoc, profileFieldsSchema } from '@/lib/schemas/profile';

/** The Personal Information card: the member's personal fields plus the avatar (email stays read-only). */
export const personalInfoSchema = profileFieldsSchema.extend({ avatarUrl: profileDoc.shape.avatarUrl });
export type PersonalInfoInput = z.input<typeof personalInfoSchema>;
