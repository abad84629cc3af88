import { z } from 'zod';
import { optionalText } from './common';
import { pageParam, searchParam, sizeParam, sortOrderParam } from './paging';

export const USER_TYPES = ['USER', 'ADMIN'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

/** Protected role names: they always exist and cannot be deleted or renamed. */
export const PROTECTED_ROLES = ['ADMIN', 'USER'] as const;

export const iceContactSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  displayName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
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
});
export type User = z.infer<typeof userSchema>;

/** Digits, spaces, hyphens, plus signs and parentheses (000 §5). */
export const PHONE_PATTERN = /^[0-9\s\-+()]+$/;

/**
 * PUT user/{id}. The seeds' client sends the whole record; userType, email and
 * iceContacts are accepted but ignored, because they are changed elsewhere.
 */
export const userUpdateSchema = z.object({
  id: z.uuid().optional(),
  userType: z.string().optional(),
  email: z.string().optional(),
  iceContacts: z.array(z.unknown()).optional(),
  firstName: z.string().trim().min(1, 'First name is required').max(100, 'At most 100 characters'),
  lastName: z.string().trim().min(1, 'Last name is required').max(100, 'At most 100 characters'),
  displayName: optionalText(200),
  phone: optionalText(40).refine((v) => v === null || PHONE_PATTERN.test(v), 'Please enter a valid phone number'),
  languageCode: z.string().trim().min(2).max(10).optional(),
  profileImageUrl: optionalText(2000).optional(),
});
export type UserUpdate = z.input<typeof userUpdateSchema>;

export const ADMIN_LANGUAGE_CODES = ['en-US', 'sl-SI', 'de-DE', 'it-IT', 'hr-HR'] as const;

/** PUT admin/user/{id}: userType and email are shown but never changed here. */
export const adminUserUpdateSchema = z.object({
  id: z.uuid().optional(),
  userType: z.string().optional(),
  email: z.string().optional(),
  displayName: z.string().trim().min(1, 'Display name is required').max(200, 'At most 200 characters'),
  firstName: optionalText(100),
  lastName: optionalText(100),
  phone: optionalText(40).refine((v) => v === null || PHONE_PATTERN.test(v), 'Please enter a valid phone number'),
  languageCode: z.string().trim().max(10).optional(),
  iceContacts: z.array(z.unknown()).optional(),
});

export const adminUserListQuerySchema = z.object({
  page: pageParam(),
  size: sizeParam(20),
  search: searchParam(),
  lastModifiedFrom: z.iso.datetime({ offset: true, message: 'Must be an ISO timestamp' }).or(z.iso.date()).optional(),
  sortBy: z.enum(['createdAt', 'updatedAt', 'email', 'displayName', 'lastName']).default('createdAt'),
  sortOrder: sortOrderParam('desc'),
});

/** POST admin/icecontacts and PUT admin/icecontacts/{id}. */
export const adminIceContactSchema = z.object({
  userId: z.uuid({ message: 'Must be a valid user id' }),
  displayName: z.string().trim().min(1, 'Display name is required').max(200),
  email: z
    .union([z.string().trim().max(320).email('This is not a valid email.'), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  phone: z
    .union([z.string().trim().max(40).regex(PHONE_PATTERN, 'Please enter a valid phone number'), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
});
