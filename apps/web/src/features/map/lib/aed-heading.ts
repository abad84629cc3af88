/** The heading of an AED: its title, else its description, else 'AED'. */
export function aedHeading(aed: { title?: string | null; description?: string | null }): string {
  return aed.title?.trim() || aed.description?.trim() || 'AED';
}
