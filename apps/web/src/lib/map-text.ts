/**
 * Leaflet writes a string tooltip or popup into the page as HTML: a label made of what people
 * typed (an AED's description, a member's name, a notification's title) goes in as text instead,
 * so '<img src=…>' in a name shows as those characters and loads nothing.
 */
export function mapText(text: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}
