// Default imports: ajv and ajv-formats are CommonJS, and the built server loads them through
// Node's ESM interop, which gives module.exports as the default and no named exports.
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';

/*
 * Rows of a CSV checked against a Frictionless Table Schema (the subset the registry formats use:
 * string, number, boolean and date fields; required, enum, pattern, minimum, maximum; the email,
 * uri and date formats). Each cell is read as its type first, as a Table Schema validator does,
 * and the typed row is checked by Ajv against the JSON Schema the Table Schema becomes.
 */

export interface TableSchemaField {
  name: string;
  type: string;
  format?: string;
  constraints: { required?: boolean; enum?: string[]; pattern?: string; minimum?: number; maximum?: number };
}
export interface TableSchema {
  fields: TableSchemaField[];
  missingValues?: string[];
}

/** One refusal of one cell: the column and why, in words. */
export interface CellIssue {
  field: string;
  message: string;
}

const TRUE_VALUES = new Set(['true', 'True', 'TRUE', '1']);
const FALSE_VALUES = new Set(['false', 'False', 'FALSE', '0']);
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

type Cast = { ok: true; value: unknown } | { ok: false; message: string };

function cast(field: TableSchemaField, text: string): Cast {
  switch (field.type) {
    case 'number':
      return NUMBER.test(text) ? { ok: true, value: Number(text) } : { ok: false, message: `is not a number: "${text}"` };
    case 'boolean':
      if (TRUE_VALUES.has(text)) return { ok: true, value: true };
      if (FALSE_VALUES.has(text)) return { ok: true, value: false };
      return { ok: false, message: `is not true or false: "${text}"` };
    default:
      // Dates stay text: the `date` format checks them (a real day, YYYY-MM-DD).
      return { ok: true, value: text };
  }
}

function jsonSchemaOf(field: TableSchemaField): object {
  const c = field.constraints;
  const type = field.type === 'date' ? 'string' : field.type;
  const format = field.type === 'date' ? 'date' : field.format && field.format !== 'default' ? field.format : undefined;
  return { type, ...(format && { format }), ...(c.enum && { enum: c.enum }), ...(c.pattern && { pattern: c.pattern }), ...(c.minimum !== undefined && { minimum: c.minimum }), ...(c.maximum !== undefined && { maximum: c.maximum }) };
}

function say(error: ErrorObject): string {
  switch (error.keyword) {
    case 'enum':
      return `must be one of: ${(error.params as { allowedValues: string[] }).allowedValues.join(', ')}`;
    case 'pattern':
      return 'does not match the pattern of the schema';
    case 'format':
      return `is not a valid ${(error.params as { format: string }).format}`;
    default:
      return error.message ?? 'is not valid';
  }
}

/** A checker of rows (column name to cell text) against the schema. */
export function compileTableSchema(schema: TableSchema): (row: Record<string, string | undefined>) => CellIssue[] {
  const ajv = new Ajv({ allErrors: true, strict: true, unicodeRegExp: true });
  addFormats(ajv, ['date', 'email', 'uri']);
  const missing = new Set(schema.missingValues ?? ['']);
  const validate = ajv.compile({
    type: 'object',
    properties: Object.fromEntries(schema.fields.map((f) => [f.name, jsonSchemaOf(f)])),
    required: schema.fields.filter((f) => f.constraints.required).map((f) => f.name),
  });
  return (row) => {
    const issues: CellIssue[] = [];
    const typed: Record<string, unknown> = {};
    for (const field of schema.fields) {
      const text = row[field.name];
      if (text === undefined || missing.has(text)) continue;
      const value = cast(field, text);
      if (value.ok) typed[field.name] = value.value;
      else issues.push({ field: field.name, message: value.message });
    }
    if (!validate(typed)) {
      for (const error of validate.errors ?? []) {
        const field = error.keyword === 'required' ? (error.params as { missingProperty: string }).missingProperty : error.instancePath.slice(1);
        // A cell that could not be read is said once, not again as missing.
        if (error.keyword === 'required' && issues.some((i) => i.field === field)) continue;
        issues.push({ field, message: error.keyword === 'required' ? 'is required' : say(error) });
      }
    }
    return issues;
  };
}
