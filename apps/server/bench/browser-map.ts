/** Placeholder until the map page exists: replaced by the Chromium measurement. */
export async function measureMapPage(_url: string, _count: number): Promise<[string, string][]> {
  return [];
}
