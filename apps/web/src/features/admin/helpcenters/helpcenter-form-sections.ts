import { HELP_CENTER_FIELD_LABELS as L } from '@aedatlas/contracts';
import type { FormSection } from '../resource/resource-types';

/**
 * The sections of 001 §2 'Create or edit help center'. Input types per 001 §5: time for the
 * fields with Time in the name, email, tel for phones, number for coordinates and altitude.
 */
export const helpCenterFormSections: FormSection[] = [
  {
    title: 'General Information',
    fields: [
      { name: 'name', label: L.name, wide: true, autoComplete: 'organization' },
      { name: 'description', label: L.description, type: 'textarea', rows: 3 },
      { name: 'helpCenterId', label: L.helpCenterId, type: 'number', step: '1', placeholder: 'Assigned when empty' },
      { name: 'language', label: L.language, placeholder: 'e.g. sl' },
      { name: 'validated', label: L.validated, type: 'checkbox' },
    ],
  },
  {
    title: 'Location',
    fields: [
      { name: 'address', label: L.address, wide: true, autoComplete: 'street-address' },
      { name: 'city', label: L.city },
      { name: 'postalCode', label: L.postalCode, autoComplete: 'postal-code' },
      { name: 'latitude', label: L.latitude, type: 'number' },
      { name: 'longitude', label: L.longitude, type: 'number' },
      { name: 'altitude', label: L.altitude, type: 'number' },
    ],
  },
  {
    title: 'Contact Information',
    fields: [
      { name: 'phoneNumber', label: L.phoneNumber, type: 'tel', autoComplete: 'off' },
      { name: 'phoneNumber1', label: L.phoneNumber1, type: 'tel', autoComplete: 'off' },
      { name: 'mobileNumber', label: L.mobileNumber, type: 'tel', autoComplete: 'off' },
      { name: 'email', label: L.email, type: 'email', autoComplete: 'off' },
    ],
  },
  {
    title: 'Operating Hours',
    fields: [
      { name: 'openTime', label: L.openTime, type: 'time' },
      { name: 'closeTime', label: L.closeTime, type: 'time' },
    ],
  },
  {
    title: 'Additional Information',
    fields: [
      { name: 'additionalDescription', label: L.additionalDescription, type: 'textarea', rows: 3 },
      { name: 'photoUri', label: L.photoUri, type: 'url', wide: true },
      { name: 'helpCenterTypeId', label: L.helpCenterTypeId, type: 'number', step: '1' },
      { name: 'institutionId', label: L.institutionId, type: 'number', step: '1' },
      { name: 'locationId', label: L.locationId, type: 'number', step: '1' },
      { name: 'clientId', label: L.clientId, type: 'number', step: '1' },
      { name: 'id', label: 'ID', readOnly: true, only: 'edit', wide: true },
      { name: 'createdAt', label: 'Created At', readOnly: true, only: 'edit' },
      { name: 'modifiedAt', label: 'Modified At', readOnly: true, only: 'edit' },
    ],
  },
];
