/** The early Near me's elements, made with the DOM alone: it runs before React has loaded. */

type Child = Node | string | null | false | undefined;

/** An element with these classes and attributes; children that are false or empty are left out. */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children) if (child) node.append(child);
  return node;
}

/** One of the app's icons (components/icon-paths), hidden from screen readers. */
export function icon(path: string, className: string): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  for (const [name, value] of Object.entries({ 'aria-hidden': 'true', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', 'stroke-width': '2', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', class: className })) {
    svg.setAttribute(name, value);
  }
  const shape = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  shape.setAttribute('d', path);
  svg.append(shape);
  return svg;
}
