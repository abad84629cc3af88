import { fireEvent } from '@testing-library/react';

/**
 * What a browser's date, time and datetime-local inputs do when a person types a date that does
 * not exist (02/30/2026) or leaves a part of it blank: the value becomes '' and
 * `validity.badInput` is true. jsdom has no such typing, so this plays the browser's part.
 */
export function typeImpossibleDate(input: HTMLElement) {
  Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: true, valid: false } });
  fireEvent.change(input, { target: { value: '' } });
}

/** A real date typed over an impossible one: the browser reports the value again. */
export function typeRealDate(input: HTMLElement, value: string) {
  delete (input as { validity?: unknown }).validity;
  fireEvent.change(input, { target: { value } });
}
