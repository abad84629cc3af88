import { ACCESSIBILITY, ACCESSIBILITY_LABELS, AED_FIELD_LABELS as L, AED_STATE_LABELS, AED_STATES, EQUIPMENT_FLAGS, EQUIPMENT_LABELS } from '@aedatlas/contracts';
import type { FormMode, FormSection } from '../resource/resource-types';

const accessibilityOptions = ACCESSIBILITY.map((value) => ({ value, label: ACCESSIBILITY_LABELS[value] }));
const stateOptions = AED_STATES.map((value) => ({ value, label: AED_STATE_LABELS[value] }));

/**
 * The AED form of 001 §2 and §5, section by section. `required` only marks the labels of the
 * create form; the contracts schema decides (the edit form has no required checks).
 */
export function aedFormSections(mode: FormMode, opts: { hasCabinetCode?: boolean } = {}): FormSection[] {
  const req = mode === 'create';
  const sections: FormSection[] = [
    {
      title: 'General Information',
      fields: [
        { name: 'title', label: L.title },
        { name: 'description', label: L.description, required: req },
        { name: 'accessibility', label: L.accessibility, type: 'select', options: accessibilityOptions, blankOption: 'Select accessibility', required: req },
        { name: 'model', label: L.model, required: req },
        { name: 'serialNumber', label: L.serialNumber, required: req },
        { name: 'maintainer', label: L.maintainer, required: req },
      ],
    },
    {
      title: 'Location',
      fields: [
        { name: 'locationDescription', label: L.locationDescription, required: req, wide: true },
        // What the person sent to fetch the AED needs at the building: the public page shows both.
        { name: 'floor', label: L.floor, hint: 'As the building names it: 0, -1, 2, ground floor.', autoComplete: 'off' },
        {
          name: 'cabinetNotes',
          label: L.cabinetNotes,
          type: 'textarea',
          rows: 3,
          hint: 'How the cabinet opens, e.g. "Locked: the code is on the door of reception" or "Opening it sounds an alarm; that is fine".',
        },
        ...cabinetCodeFields(opts.hasCabinetCode === true),
        { name: 'address', label: L.address, required: req, autoComplete: 'off' },
        { name: 'postalCode', label: L.postalCode, required: req },
        { name: 'city', label: L.city, required: req },
        { name: 'municipality', label: L.municipality },
        { name: 'country', label: L.country, required: req },
        { name: 'altitude', label: L.altitude, type: 'number' },
        { name: 'latitude', label: L.latitude, type: 'number', required: req },
        { name: 'longitude', label: L.longitude, type: 'number', required: req },
      ],
    },
    {
      title: 'Contact',
      fields: [
        { name: 'contact', label: L.contact },
        { name: 'contactPhoneNumber', label: L.contactPhoneNumber, type: 'tel', required: req },
        { name: 'contactEmail', label: L.contactEmail, type: 'email', required: req, wide: true },
      ],
    },
    {
      title: 'Maintenance',
      fields: [
        // Géo'DAE's five states; removed for good takes it off the public map, out of service and
        // temporarily absent show it greyed with the reason.
        { name: 'state', label: L.state, type: 'select', options: stateOptions },
        { name: 'electrodeExpiry', label: L.electrodeExpiry, type: 'date' },
        { name: 'childElectrodeExpiry', label: L.childElectrodeExpiry, type: 'date' },
        { name: 'batteryExpiry', label: L.batteryExpiry, type: 'date' },
        { name: 'lastCheck', label: L.lastCheck, type: 'date' },
        // Printed on the packages: what a recall names.
        { name: 'electrodeLot', label: L.electrodeLot },
        { name: 'childElectrodeLot', label: L.childElectrodeLot },
        { name: 'batteryLot', label: L.batteryLot },
      ],
    },
    { title: 'Features & Equipment', fields: EQUIPMENT_FLAGS.map((flag) => ({ name: flag, label: EQUIPMENT_LABELS[flag], type: 'checkbox' as const })) },
    { title: 'Additional Information', fields: [{ name: 'notes', label: L.notes, type: 'textarea', rows: 4 }] },
  ];
  if (mode === 'edit') {
    sections.push({
      title: 'Timestamps',
      fields: [
        { name: 'id', label: 'ID', readOnly: true, wide: true },
        { name: 'createdAt', label: 'Created At', readOnly: true },
        { name: 'modifiedAt', label: 'Modified At', readOnly: true },
      ],
    });
  }
  return sections;
}

/**
 * The locked cabinet and its code. The code is write-only: the form never holds the stored one
 * (the server does not send it), an empty field keeps it, a typed one replaces it, and removing
 * it is a box of its own, so an untouched form can never clear it by accident.
 */
function cabinetCodeFields(hasCabinetCode: boolean): FormSection['fields'] {
  return [
    { name: 'lockedCabinet', label: 'Locked cabinet', type: 'checkbox' },
    {
      name: 'cabinetCode',
      label: hasCabinetCode ? 'New cabinet code' : 'Cabinet code',
      autoComplete: 'off',
      hint: hasCabinetCode
        ? 'A code is on file. It is never shown, here or anywhere: type a new one to replace it, or leave this empty to keep it.'
        : '3 to 16 digits, letters, * or #. Stored encrypted and never shown again: only dispatchers can reveal it, for an emergency call.',
    },
    ...(hasCabinetCode ? [{ name: 'removeCabinetCode', label: 'Remove the cabinet code', type: 'checkbox' as const, only: 'edit' as const }] : []),
  ];
}
