/**
 * Ends the current task: the browser handles waiting input (a press of Near me) and paints before
 * the next piece of long work. On a slow phone, evaluating the map's code and setting the map up
 * are long tasks; a click that lands between them is answered at once instead of after both.
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
