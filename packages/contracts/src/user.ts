import { z } from 'zod';
import { calendarDateOrTime, optionalText } from './common';
import { pageParam, searchParam, sizeParam, sortOrderParam } from './paging';

export const USER_TYPES = ['USER', 'ADMIN'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

/** Protected role names: they always exist and cannot be deleted or renamed. */
export const PROTECTED_ROLES = ['ADMIN', 'USER', 'DISPATCH'] as const;

export const iceContactSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  displayName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The contact's version for If-Match (always sent by the server). */
  updatedAt: z.string().optional(),
});
export type IceContact = z.infer<typeof iceContactSchema>;

export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string().nullable(),
  phone: z.string().nullable(),
  languageCode: z.string(),
  userType: userTypeSchema,
  profileImageUrl: z.string().nullable(),
  iceContacts: z.array(iceContactSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** In the console's answers for one user only: whether the user holds the dispatch role. */
  dispatch: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

/** Digits, spaces, hyphens, plus signs and parentheses (000 §5). */
export const PHONE_PATTERN = /^[0-9\s\-+()]+$/;

/** A name that may be left out, but not emptied when it is sent. */
const keptName = (message: string) => z.string().trim().min(1, message).max(100, 'At most 100 characters').optional();
const phone = optionalText(40).refine((v) => v === null || PHONE_PATTERN.test(v), 'Please enter a valid phone number');

/**
 * PUT user/{id}. The seeds' client sends the whole record; userType, email and iceContacts are
 * accepted but ignored, because they are changed elsewhere. A field that is not sent keeps its
 * value; null or '' clears an optional one. The language code is checked by the route (a stored
 * code sent back unchanged is always accepted).
 */
export const userUpdateSchema = z.object({
  id: z.uuid().optional(),
  userType: z.string().optional(),
  email: z.string().optional(),
  iceContacts: z.array(z.unknown()).optional(),
  firstName: keptName('First name is required'),
  lastName: keptName('Last name is required'),
  displayName: optionalText(200).optional(),
  phone: phone.optional(),
  languageCode: z.string().trim().max(10, 'At most 10 characters').optional(),
  profileImageUrl: optionalText(2000).optional(),
});
export type UserUpdate = z.input<typeof userUpdateSchema>;

/**
 * The member profile's languages: the app's own (000 §9 default 'en'; registration sends it).
 * The admin user form offers the regional codes below (001 §9).
 */
export const MEMBER_LANGUAGE_CODES = ['en', 'sl'] as const;
export const ADMIN_LANGUAGE_CODES = ['en-US', 'sl-SI', 'de-DE', 'it-IT', 'hr-HR'] as const;

/** Every language code a user may have: the member profile's and the admin form's. */
export const LANGUAGE_CODES = [...MEMBER_LANGUAGE_CODES, ...ADMIN_LANGUAGE_CODES] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const LANGUAGE_CODE_MESSAGE = `Language must be one of ${LANGUAGE_CODES.join(', ')}`;

/** The listed code a user typed in any letter case ('EN-us' -> 'en-US'); undefined when it is not listed. */
export const knownLanguageCode = (code: string): LanguageCode | undefined => LANGUAGE_CODES.find((c) => c.toLowerCase() === code.trim().toLowerCase());

/** A language code where nothing is stored yet (registration): only the listed codes. */
export const languageCodeSchema = z.preprocess((v) => (typeof v === 'string' ? (knownLanguageCode(v) ?? v) : v), z.enum(LANGUAGE_CODES, { message: LANGUAGE_CODE_MESSAGE }));

/**
 * PUT admin/user/{id}: userType and email are shown but never changed here. A field that is not
 * sent keeps its value; null or '' clears first name, last name and phone.
 */
export const adminUserUpdateSchema = z.object({
  id: z.uuid().optional(),
  userType: z.string().optional(),
  email: z.string().optional(),
  displayName: z.string().trim().min(1, 'Display name is required').max(200, 'At most 200 characters').optional(),
  firstName: optionalText(100).optional(),
  lastName: optionalText(100).optional(),
  phone: phone.optional(),
  languageCode: z.string().trim().max(10, 'At most 10 characters').optional(),
  iceContacts: z.array(z.unknown()).optional(),
  /** Gives (true) or takes (false) the dispatch role; not sent: unchanged. */
  dispatch: z.boolean({ message: 'Must be true or false' }).optional(),
});

export const adminUserListQuerySchema = z.object({
  page: pageParam(),
  size: sizeParam(20),
  search: searchParam(),
  lastModifiedFrom: calendarDateOrTime().optional(),
  sortBy: z.enum(['createdAt', 'updatedAt', 'email', 'displayName', 'lastName']).default('createdAt'),
  sortOrder: sortOrderParam('desc'),
});

const contactField = (schema: z.ZodString) =>
  z
    .union([schema, z.literal(''), z.null()])
    .transform((v) => (v ? v : null))
    .optional();

/** POST admin/icecontacts (email and phone optional, null when not sent). */
export const adminIceContactSchema = z.object({
  userId: z.uuid({ message: 'Must be a valid user id' }),
  displayName: z.string().trim().min(1, 'Display name is required').max(200),
  email: contactField(z.string().trim().max(320).email('This is not a valid email.')).transform((v) => v ?? null),
  phone: contactField(z.string().trim().max(40).regex(PHONE_PATTERN, 'Please enter a valid phone number')).transform((v) => v ?? null),
});

/** PUT admin/icecontacts/{id}: what is not sent keeps its value; '' or null clears email or phone. */
export const adminIceContactUpdateSchema = z.object({
  userId: z.uuid({ message: 'Must be a valid user id' }).optional(),
  displayName: z.string().trim().min(1, 'Display name is required').max(200).optional(),
  email: contactField(z.string().trim().max(320).email('This is not a valid email.')),
  phone: contactField(z.string().trim().max(40).regex(PHONE_PATTERN, 'Please enter a valid phone number')),
});
