/** What the browser can tell about itself for the device check-in (000 §3). */
interface Browser {
  name: string;
  version: string;
}

// Order matters: Edge and Opera also say 'Chrome', Chrome also says 'Safari'.
const BROWSERS: [string, RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+).*Safari/],
];

export function browserOf(userAgent: string): Browser {
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return { name, version: match[1] };
  }
  return { name: 'Unknown browser', version: '' };
}

const SYSTEMS: [string, RegExp][] = [
  ['Android', /Android ([\d.]+)/],
  ['iOS', /(?:iPhone|iPad|iPod).* OS ([\d_]+)/],
  ['Windows', /Windows NT ([\d.]+)/],
  ['macOS', /Mac OS X ([\d_.]+)/],
  ['ChromeOS', /CrOS \S+ ([\d.]+)/],
  ['Linux', /Linux()/],
];

export function operatingSystemOf(userAgent: string): { name: string; version: string } {
  for (const [name, pattern] of SYSTEMS) {
    const match = pattern.exec(userAgent);
    if (match) return { name, version: (match[1] ?? '').replace(/_/g, '.') };
  }
  return { name: 'Unknown', version: '' };
}

interface NetworkInformationLike {
  effectiveType?: string;
  type?: string;
}
interface BatteryLike {
  level: number;
  charging: boolean;
}

export function networkTypeOf(nav: Navigator): string {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.type ?? connection?.effectiveType ?? 'unknown';
}

/** Battery level where the browser still tells (Chromium); 'unknown' elsewhere. */
export async function batteryStatusOf(nav: Navigator): Promise<string> {
  const getBattery = (nav as Navigator & { getBattery?: () => Promise<BatteryLike> }).getBattery;
  if (!getBattery) return 'unknown';
  try {
    const battery = await getBattery.call(nav);
    return `${Math.round(battery.level * 100)}%${battery.charging ? ' charging' : ''}`;
  } catch {
    return 'unknown';
  }
}
