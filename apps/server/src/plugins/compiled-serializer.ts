import fastJson, { type Schema } from 'fast-json-stringify';
import { z, type ZodType } from 'zod';

/** JSON Schema keywords whose answer fast-json-stringify would pick by checking the data, or not follow at all. */
const REFUSED = ['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref'];

function refuseChoices(schema: unknown, where: string): void {
  if (Array.isArray(schema)) schema.forEach((part, i) => refuseChoices(part, `${where}[${i}]`));
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (REFUSED.includes(key)) throw new Error(`compiledSerializer: ${where} uses "${key}"; give this route the default serializer`);
      refuseChoices(value, `${where}.${key}`);
    }
  }
}

/**
 * A route's answers written by a serializer compiled from their schemas (fast-json-stringify),
 * for the public AED reads that every Near me, popup and table goes through. The default
 * (fastify-type-provider-zod) runs each answer through zod, which copies every object, and then
 * JSON.stringify: for ten nearest AEDs 35 µs and the copies' garbage, where this writes the same
 * string from the rows themselves in 11 µs. Like zod, it writes only the fields the schema names,
 * so a column the schema does not show never leaves.
 *
 * For plain schemas only (objects, arrays, strings, numbers, booleans, nulls): a union would be
 * told apart by testing each answer against its branches, and zod's transforms would not run, so
 * a schema with either is refused when the route is built, not served differently. The writer
 * itself is compiled on the route's first answer of that status: compiling all of them (every
 * status of every such route) took about 90 ms of each start's CPU.
 */
export function compiledSerializer({ schema, url, httpStatus }: { schema: unknown; url: string; httpStatus?: string }) {
  const jsonSchema = z.toJSONSchema(schema as ZodType, { io: 'output' });
  refuseChoices(jsonSchema, `${url} ${httpStatus ?? ''}`.trim());
  let stringify: ((data: unknown) => string) | undefined;
  return (data: unknown) => (stringify ??= fastJson(jsonSchema as Schema))(data);
}
