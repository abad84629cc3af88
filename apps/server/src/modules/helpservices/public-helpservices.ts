import { localizedName, type HelpLocale, type PublicHelpService } from '@aedatlas/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { byKey, localizationsOf } from './helpservices.dto';
import { helpServiceOptions, helpServices } from './helpservices.table';

/**
 * An icon as an address any client can load: a path on this site ('/icons/...') is made absolute
 * with the public URL, so the mobile apps get a full URL too.
 */
const absoluteIcon = (icon: string, publicUrl: string) => (icon.startsWith('/') ? `${publicUrl}${icon}` : icon);

/**
 * GET helpservice: the visible services with their visible options, named in `locale` (then
 * English, then the key), both sorted by key.
 */
export async function listPublicHelpServices(db: Db, locale: HelpLocale, publicUrl: string): Promise<PublicHelpService[]> {
  const services = await db.select().from(helpServices).where(eq(helpServices.visible, true)).orderBy(byKey(helpServices.key));
  if (!services.length) return [];
  const options = await db
    .select({ option: helpServiceOptions })
    .from(helpServiceOptions)
    .innerJoin(helpServices, eq(helpServices.id, helpServiceOptions.serviceId))
    .where(and(eq(helpServices.visible, true), eq(helpServiceOptions.visible, true)))
    .orderBy(byKey(helpServiceOptions.key));
  const names = await localizationsOf(
    db,
    services.map((s) => s.id),
    options.map((o) => o.option.id),
  );
  const nameOf = (id: string, key: string) => localizedName(names.get(id) ?? [], key, locale);
  return services.map((s) => ({
    id: s.id,
    key: s.key,
    icon: absoluteIcon(s.icon, publicUrl),
    displayValue: nameOf(s.id, s.key),
    options: options
      .filter(({ option }) => option.serviceId === s.id)
      .map(({ option }) => ({ id: option.id, key: option.key, category: option.category, icon: absoluteIcon(option.icon, publicUrl), displayValue: nameOf(option.id, option.key) })),
  }));
}
