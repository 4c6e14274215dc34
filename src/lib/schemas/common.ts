import { z } from 'zod';
import { DEFAULT_REGION, IMAGE_TYPES, MAX_IMAGE_BYTES } from './values';

export { DEFAULT_REGION, IMAGE_TYPES, MAX_IMAGE_BYTES };

/**
 * Field builders shared by every stored shape and form. This folder imports
 * nothing but zod (no Firebase SDK, no React): the app, the Cloud Functions,
 * the seed and the tests all import it (docs/decisions/0009-shapes-defined-once.md).
 */

/** The stand-ins of `onFirstUse` whose schema is not built yet. */
const unbuilt = new WeakSet<object>();

/**
 * A schema built when it is first used, not when its module loads: `build` runs once, on the first read of any
 * of its properties (a parse, `.shape`, `.pick`, a schema that holds it parsing), and the result stands in for
 * the schema from then on. Every page's start-up loads every collection's schema module, and constructing them
 * all was one of its longest tasks, while a page uses two to five (issue 30, item 7; decision 0026).
 * The stand-in forwards everything to the built schema: `instanceof`, property descriptors and keys included.
 */
export function onFirstUse<S extends object>(build: () => S): S {
  let built: S | undefined;
  const schema = () => {
    if (built === undefined) {
      built = build();
      unbuilt.delete(standIn);
    }
    return built;
  };
  const standIn = new Proxy({} as S, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // Reported as configurable: the stand-in's own (empty) target must not contradict it.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
  unbuilt.add(standIn);
  return standIn;
}

/** Text with a length window, trimmed, with messages in the spec's style. */
export function text(label: string, min: number, max: number, required = `${label} is required`) {
  const base = z.string().trim().max(max, `${label} must be at most ${max} characters`);
  return min > 0 ? base.min(min, required) : base;
}

const URL_PATTERN = /^(https?:\/\/|\/)[^\s<>"]*$/;

/** An http(s) URL, a site-relative path (shipped images), or empty. */
export const imageUrl = onFirstUse(() =>
  z
    .string()
    .trim()
    .max(2048, 'URL is too long')
    .refine((v) => v === '' || URL_PATTERN.test(v), 'Must be a valid URL or empty'),
);

/** Like `imageUrl`, but never empty. */
export function requiredUrl(required: string) {
  return z
    .string()
    .trim()
    .min(1, required)
    .max(2048, 'URL is too long')
    .refine((v) => URL_PATTERN.test(v), 'Must be a valid URL');
}

/** A Firestore document id: no slash (it would address another path), not `.`/`..`, not `__x__`. */
export function docId(label: string, required = `${label} is required`) {
  return z
    .string({ error: required })
    .min(1, required)
    .max(128, `${label} is too long`)
    .regex(/^(?!\.\.?$)(?!__.*__$)[^/]+$/, `${label} is invalid`);
}

/** A reference to another document that may be absent (stored as null). */
export function optionalId(label: string) {
  return docId(label).nullable();
}

/** A stored moment: a Date here; converters turn Firestore Timestamps into Dates before parsing. */
export const moment = z.date({ error: 'Must be a date' });

/** A whole number in a window. */
export function wholeNumber(label: string, min: number, max: number) {
  return z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
}

/** A number in a window. */
export function numberIn(label: string, min: number, max: number) {
  return z
    .number({ error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
}

/** A counter kept by the functions (registrations, members, points): whole, never negative. */
export const counter = z.number().int().min(0);

/** True when `value` is a whole number of `step`s (tolerates binary float noise: 12.3 * 10). */
export function isStepOf(value: number, step: number): boolean {
  const steps = value / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

/** Upcoming or completed: tournaments and Par 3 events. */
export const EVENT_STATUSES = ['upcoming', 'completed'] as const;
export const eventStatus = z.enum(EVENT_STATUSES, { error: 'Invalid status' });

export function isAllowedImage(file: { type: string; size: number }): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(file.type) && file.size < MAX_IMAGE_BYTES;
}

/**
 * A form schema from a stored one: the same fields, but keys it does not know
 * are dropped rather than refused (react-hook-form values may carry extras,
 * such as an edited document's id). Stored shapes stay strict, like the rules.
 */
export function formOf<Shape extends z.ZodRawShape>(stored: z.ZodObject<Shape, z.core.$ZodObjectConfig>) {
  return z.object(stored.shape);
}

/** Whether a schema has been built: false only for a stand-in of `onFirstUse` not used yet (tests). */
export function isBuilt(schema: object): boolean {
  return !unbuilt.has(schema);
}
