import { z } from 'zod';
import { text } from './text';

/** A numeric id sent as a number or a digit string (clients do both). */
export const idParam = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  text()
    .regex(/^[1-9]\d{0,15}$/)
    .transform(Number),
]);
