import L from 'leaflet';

const DIRECTIONS = [
  { name: 'north', label: 'Move the map north', glyph: '↑', dx: 0, dy: -1, area: 'n' },
  { name: 'west', label: 'Move the map west', glyph: '←', dx: -1, dy: 0, area: 'w' },
  { name: 'east', label: 'Move the map east', glyph: '→', dx: 1, dy: 0, area: 'e' },
  { name: 'south', label: 'Move the map south', glyph: '↓', dx: 0, dy: 1, area: 's' },
] as const;

/**
 * Buttons that move the map a third of its size per press: panning without dragging (WCAG 2.2
 * §2.5.7). Folded behind one button so a phone keeps its map; each button is a 44 px target.
 */
export function panControl(): L.Control {
  const control = new L.Control({ position: 'bottomright' });
  control.onAdd = (map: L.Map) => {
    const root = L.DomUtil.create('div', 'aed-pan leaflet-bar');
    const toggle = L.DomUtil.create('button', 'aed-pan__toggle', root);
    toggle.type = 'button';
    toggle.setAttribute('aria-label', 'Move the map with buttons');
    toggle.setAttribute('aria-expanded', 'false');
    toggle.textContent = '✥';
    const pad = L.DomUtil.create('div', 'aed-pan__pad', root);
    pad.hidden = true;
    pad.id = `aed-pan-${L.Util.stamp(root)}`;
    toggle.setAttribute('aria-controls', pad.id);
    for (const direction of DIRECTIONS) {
      const button = L.DomUtil.create('button', `aed-pan__button aed-pan__button--${direction.area}`, pad);
      button.type = 'button';
      button.setAttribute('aria-label', direction.label);
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
    L.DomEvent.disableClickPropagation(root);
    L.DomEvent.disableScrollPropagation(root);
    return root;
  };
  return control;
}
