import { CATALOGUE_PATHS, type ClubCategoryType, type ClubType, type LiveMiningCategory, type ScoredType, type SportActivityType, type WeatherType } from '@aedatlas/contracts';
import { Badge } from '../../../components/badge';
import { iconColumn, nameColumn, numberColumn, textColumn } from './catalogue-columns';
import { defineCatalogueResource } from './define-catalogue-resource';

const api = (path: string) => `/api${path}`;
const byOrder = { id: 'orderNum', desc: false };
const byName = { id: 'name', desc: false };

/** Name, icon, value points and order number: challenge, event, heart, medical condition and security types. */
const scoredColumns = () => [
  iconColumn<ScoredType>(),
  nameColumn<ScoredType>(),
  numberColumn<ScoredType>('valuePoints', 'Value points', (t) => t.valuePoints),
  numberColumn<ScoredType>('orderNum', 'Order number', (t) => t.orderNum),
];

const scored = (name: string, path: Parameters<typeof defineCatalogueResource>[0]['path'], apiPath: string, many: string) =>
  defineCatalogueResource<ScoredType>({ name, path, api: api(apiPath), many, columns: scoredColumns(), defaultSort: byOrder });

export const sportActivityTypesResource = defineCatalogueResource<SportActivityType>({
  name: 'sport-activity-type',
  path: 'types/SportActivityTypes',
  api: api(CATALOGUE_PATHS.sportActivityTypes),
  many: 'sport activity types',
  columns: [iconColumn(), nameColumn(), textColumn('description', 'Description', (t) => t.description)],
  defaultSort: byName,
});

export const challengeTypesResource = scored('challenge-type', 'types/ChallengeTypes', CATALOGUE_PATHS.challengeTypes, 'challenge types');
export const eventActivityTypesResource = scored('event-activity-type', 'types/EventActivityTypes', CATALOGUE_PATHS.eventActivityTypes, 'event activity types');
export const heartActivityTypesResource = scored('heart-activity-type', 'types/HeartActivityTypes', CATALOGUE_PATHS.heartActivityTypes, 'heart activity types');
export const medicalConditionTypesResource = scored('medical-condition-type', 'types/MedicalConditionTypes', CATALOGUE_PATHS.medicalConditionTypes, 'medical condition types');
export const securityActivityTypesResource = scored('security-activity-type', 'types/SecurityActivityType', CATALOGUE_PATHS.securityActivityTypes, 'security activity types');

export const weatherTypesResource = defineCatalogueResource<WeatherType>({
  name: 'weather-type',
  path: 'types/WeatherType',
  api: api(CATALOGUE_PATHS.weatherTypes),
  many: 'weather types',
  columns: [
    iconColumn(),
    nameColumn(),
    numberColumn('weatherTypeId', 'Weather type id', (w) => w.weatherTypeId),
    numberColumn('providerTypeId', 'Provider type id', (w) => w.providerTypeId),
  ],
  defaultSort: { id: 'weatherTypeId', desc: false },
  about: "Weather type id: the apps' own number for the weather. Provider type id: the weather provider's condition code it comes from.",
});

export const clubTypesResource = defineCatalogueResource<ClubType>({
  name: 'club-type',
  path: 'types/ClubTypes',
  api: api(CATALOGUE_PATHS.clubTypes),
  many: 'club types',
  columns: [
    nameColumn(),
    textColumn('description', 'Description', (c) => c.description),
    { id: 'show', header: 'Show', accessor: (c) => c.show, cell: (c) => (c.show ? <Badge tone="green">Shown</Badge> : <Badge>Hidden</Badge>) },
    { id: 'id', header: 'Id', accessor: (c) => c.id, cell: (c) => <code className="text-xs break-all text-slate-600">{c.id}</code>, className: 'min-w-40' },
  ],
  defaultSort: byName,
  about: 'Show: whether the apps offer the type when someone creates a club. A new club is a FriendList unless another type is chosen.',
});

export const clubCategoryTypesResource = defineCatalogueResource<ClubCategoryType>({
  name: 'club-category-type',
  path: 'types/ClubTypeDescriptions',
  api: api(CATALOGUE_PATHS.clubCategoryTypes),
  many: 'club category types',
  columns: [nameColumn(), { id: 'id', header: 'Id', accessor: (c) => c.id, cell: (c) => <code className="text-xs break-all text-slate-600">{c.id}</code>, className: 'min-w-40' }],
  defaultSort: byName,
  about: 'The categories a club belongs to; a new club is Personal unless another category is chosen.',
});

export const liveMiningCategoriesResource = defineCatalogueResource<LiveMiningCategory>({
  name: 'live-mining-category',
  path: 'types/LiveMiningCategories',
  api: api(CATALOGUE_PATHS.liveMiningCategories),
  many: 'live mining categories',
  columns: [iconColumn(), nameColumn(), textColumn('description', 'Description', (c) => c.description)],
  defaultSort: byName,
  about: 'What earns points while it happens (live mining), by kind of activity.',
});

/** All catalogue screens, for the router (src/app/dashboard-resources.ts). */
export const catalogueResources = [
  sportActivityTypesResource,
  challengeTypesResource,
  eventActivityTypesResource,
  heartActivityTypesResource,
  medicalConditionTypesResource,
  securityActivityTypesResource,
  weatherTypesResource,
  clubTypesResource,
  clubCategoryTypesResource,
  liveMiningCategoriesResource,
];
