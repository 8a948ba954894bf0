import * as v from 'valibot';
import { ApiError } from '../client/ApiError';
import type { ApiEnvelope } from '../client/envelope';

export { v };

/**
 * Reads a reply's `data` against its contract. A reply that does not fit is a `malformed`
 * failure, so no screen ever renders a half-understood object.
 *
 * Schemas are loose on purpose (`v.looseObject`): a real backend may add fields, and only the
 * fields a screen relies on are required.
 */
export function readData<S extends v.GenericSchema>(envelope: ApiEnvelope<unknown>, schema: S, path: string): v.InferOutput<S> {
  const result = v.safeParse(schema, envelope.data);
  if (result.success) return result.output;
  throw new ApiError({
    kind: 'malformed',
    path,
    body: envelope,
    cause: new TypeError(result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ')),
  });
}

/** A text field the family sometimes sends as a number (ids, counts as strings). */
export const idString = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value)),
);

/** A number the family sometimes sends as a numeric string ("1.5" hours). */
export const looseNumber = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/))]),
  v.transform((value) => Number(value)),
);

/** An optional text that may arrive as null; read as undefined. */
export const optionalText = v.nullish(v.string());
