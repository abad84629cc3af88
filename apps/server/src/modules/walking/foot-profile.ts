/**
 * Which OpenStreetMap ways a person on foot may use (the foot graph's profile).
 *
 * Kinds of way meant for walking or shared with slow traffic are in; motorways, trunk roads and
 * ways without a pedestrian purpose are out unless tagged `foot=yes|designated|permissive`. A
 * `foot=no` closes any way; `access=private|no` closes it unless foot access is granted. One-way
 * tags are not read: on foot every way goes both ways.
 */
const WALKABLE_HIGHWAYS = new Set([
  'footway',
  'path',
  'steps',
  'pedestrian',
  'living_street',
  'residential',
  'service',
  'track',
  'unclassified',
  'road',
  'tertiary',
  'tertiary_link',
  'secondary',
  'secondary_link',
  'primary',
  'primary_link',
  'corridor',
  'elevator',
  'platform',
  'crossing',
  'bridleway',
]);
const FOOT_GRANTED = new Set(['yes', 'designated', 'permissive']);
const CLOSED = new Set(['no', 'private']);

/** The tag keys the profile reads: the reader keeps only these. */
export const FOOT_PROFILE_TAGS = ['highway', 'foot', 'access'];

export function isWalkable(tags: Record<string, string> | undefined): boolean {
  const highway = tags?.highway;
  if (!highway) return false;
  const foot = tags.foot;
  if (foot === 'no' || foot === 'use_sidepath') return false;
  if (foot !== undefined && FOOT_GRANTED.has(foot)) return highway !== 'construction' && highway !== 'proposed';
  if (tags.access !== undefined && CLOSED.has(tags.access)) return false;
  return WALKABLE_HIGHWAYS.has(highway);
}
