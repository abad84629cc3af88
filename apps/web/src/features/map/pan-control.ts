import L from 'leaflet';
import { i18n } from '../../i18n/i18n';

const DIRECTIONS = [
  { name: 'north', label: 'map:pan.north', glyph: '↑', dx: 0, dy: -1, area: 'n' },
  { name: 'west', label: 'map:pan.west', glyph: '←', dx: -1, dy: 0, area: 'w' },
  { name: 'east', label: 'map:pan.east', glyph: '→', dx: 1, dy: 0, area: 'e' },
  { name: 'south', label: 'map:pan.south', glyph: '↓', dx: 0, dy: 1, area: 's' },
] as const;

/**
 * Buttons that move the map a third of its size per press: panning without dragging (WCAG 2.2
 * §2.5.7). Folded behind one button so a phone keeps its map; each button is a 44 px target.
 */
export function panControl(): L.Control & { relabel(): void } {
  const labelled: [HTMLElement, string][] = [];
  const control = Object.assign(new L.Control({ position: 'bottomright' }), {
    /** Names the buttons again in the language now on screen. */
    relabel() {
      for (const [element, key] of labelled) element.setAttribute('aria-label', i18n.t(key as 'map:pan.toggle'));
    },
  });
  control.onAdd = (map: L.Map) => {
    const root = L.DomUtil.create('div', 'aed-pan leaflet-bar');
    const toggle = L.DomUtil.create('button', 'aed-pan__toggle', root);
    toggle.type = 'button';
    labelled.push([toggle, 'map:pan.toggle']);
    toggle.setAttribute('aria-expanded', 'false');
    toggle.textContent = '✥';
    const pad = L.DomUtil.create('div', 'aed-pan__pad', root);
    pad.hidden = true;
    pad.id = `aed-pan-${L.Util.stamp(root)}`;
    toggle.setAttribute('aria-controls', pad.id);
    for (const direction of DIRECTIONS) {
      const button = L.DomUtil.create('button', `aed-pan__button aed-pan__button--${direction.area}`, pad);
      button.type = 'button';
      labelled.push([button, direction.label]);
      button.textContent = direction.glyph;
      L.DomEvent.on(button, 'click', () => {
        const size = map.getSize();
        map.panBy([(direction.dx * size.x) / 3, (direction.dy * size.y) / 3]);
      });
    }
    L.DomEvent.on(toggle, 'click', () => {
      pad.hidden = !pad.hidden;
      toggle.setAttribute('aria-expanded', String(!pad.hidden));
    });
    // Clicks and wheel turns on the buttons stay with the buttons, not the map under them.
    control.relabel();
    L.DomEvent.disableClickPropagation(root);
    L.DomEvent.disableScrollPropagation(root);
    return root;
  };
  return control;
}
