import { useRef, type ChangeEvent } from 'react';

/**
 * A hidden file input opened by a button. The input's value is cleared after each choice, so
 * choosing the same file again (a retry) still reports a change.
 */
export function useFilePicker(onPick: (files: File[]) => void) {
  const input = useRef<HTMLInputElement>(null);
  const open = () => input.current?.click();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length) onPick(files);
  };
  return { input, open, onChange };
}
