import { useState } from 'react';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isContainer = (v: Json): v is Json[] | { [key: string]: Json } => typeof v === 'object' && v !== null;

/** A value as JSON writes it, coloured by kind (the text says the same without colour). */
function Leaf({ value }: { value: Json }) {
  if (typeof value === 'string') return <span className="break-all text-green-800">{JSON.stringify(value)}</span>;
  if (typeof value === 'number') return <span className="text-blue-800">{value}</span>;
  if (typeof value === 'boolean') return <span className="text-purple-800">{String(value)}</span>;
  return <span className="text-slate-500">null</span>;
}

/**
 * One key and its value; objects and arrays fold open and shut with a button (Enter or Space),
 * and their children are built only while open, so a large document (the OpenAPI of the whole
 * API) stays quick.
 */
function Node({ name, value, depth }: { name?: string; value: Json; depth: number }) {
  const [open, setOpen] = useState(depth < 2);
  const label = name !== undefined && <span className="text-slate-700">{JSON.stringify(name)}: </span>;
  if (!isContainer(value)) {
    return (
      <li>
        {label}
        <Leaf value={value} />
      </li>
    );
  }
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  const [start, end] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  const summary = `${entries.length} ${Array.isArray(value) ? (entries.length === 1 ? 'item' : 'items') : entries.length === 1 ? 'key' : 'keys'}`;
  return (
    <li>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="-ml-1 rounded px-1 text-left hover:bg-slate-100">
        <span aria-hidden="true" className="inline-block w-3 text-slate-500">
          {open ? '▾' : '▸'}
        </span>
        {label}
        {start}
        {!open && <span className="text-slate-500"> {summary} </span>}
        {!open && end}
      </button>
      {open && (
        <>
          <ul className="ml-5 border-l border-slate-200 pl-2">
            {entries.map(([key, child]) => (
              <Node key={key} name={Array.isArray(value) ? undefined : key} value={child} depth={depth + 1} />
            ))}
          </ul>
          <span className="ml-4">{end}</span>
        </>
      )}
    </li>
  );
}

/** Formatted, collapsible JSON (002 §2 API explorer). */
export function JsonTree({ value, label }: { value: unknown; label: string }) {
  return (
    <ul aria-label={label} className="overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-3 font-mono text-xs leading-relaxed">
      <Node value={value as Json} depth={0} />
    </ul>
  );
}
