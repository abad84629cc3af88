import { setFlagsFromString } from 'node:v8';

/**
 * V8's budget for compiling a hot WebAssembly function again with its optimising compiler, 100
 * times V8's default (1,800,000, about the bytes of code a function runs before it is optimised).
 *
 * PGlite is PostgreSQL compiled to WebAssembly. V8 first runs it on baseline code (Liftoff) and
 * optimises (TurboFan) every function that uses up its budget; PostgreSQL's own start runs many
 * functions past the default budget at once. V8's background threads then used 3.5 s of CPU
 * during every start (1.5 s with this budget), and on two cores they took the cores the start
 * needed: from spawn to ready took 3.95 s, 3.1 s with this budget (medians of seven starts), and a
 * restart after SIGKILL 4.1 to 4.7 s, 3.2 to 3.9 s with it. The functions that queries keep running
 * still use up the larger budget soon under load: nearest, search and grouping queries ran as many
 * per 10 s, window after window for a minute, as with the default budget.
 */
export const WASM_TIERING_BUDGET = 180_000_000;

/**
 * Sets the budget for the process before the embedded database's WebAssembly is instantiated.
 * Each database opened sets it again, to the same value, which changes nothing.
 */
export function deferWasmOptimisation(): void {
  setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
}
