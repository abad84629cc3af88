import { EMERGENCY_NUMBER, type EmergencyAlertContact, type RunnerStatus } from '@aedatlas/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { englishI18n } from '../../i18n/i18n';

/**
 * The emergency screen's words in one language, from the `emergency` texts: the number to call is
 * filled in here once, and the counted and per-contact texts become functions.
 */
function emergencyTexts(t: TFunction<'emergency'>) {
  const number = EMERGENCY_NUMBER;
  return {
    title: t('title'),
    back: t('back'),
    inReach: t('inReach'),
    cprShort: t('cprShort'),
    aedShort: t('aedShort'),
    call: t('call', { number }),
    callHint: t('callHint'),
    aedHeading: t('aedHeading'),
    locating: t('locating'),
    searching: t('searching'),
    denied: t('denied', { number }),
    unavailable: t('unavailable'),
    offline: t('offline', { number }),
    lookupFailed: t('lookupFailed'),
    noneNear: t('noneNear'),
    fallback: t('fallback'),
    walking: t('walking'),
    walkingTo: (title: string) => t('walkingTo', { title }),
    details: t('details'),
    detailsOf: (title: string) => t('detailsOf', { title }),
    openMap: t('openMap'),
    tryAgain: t('tryAgain'),
    contactsHeading: t('contactsHeading'),
    visitorHint: t('visitorHint'),
    logIn: t('logIn'),
    contactsLoading: t('contactsLoading'),
    contactsFailed: t('contactsFailed'),
    noContacts: t('noContacts'),
    addContacts: t('addContacts'),
    alertButton: t('alertButton'),
    needsPosition: t('needsPosition'),
    confirmQuestion: (count: number) => t('confirmQuestion', { count }),
    messageLabel: t('messageLabel'),
    send: t('send'),
    sending: t('sending'),
    cancel: t('cancel'),
    offlineAlert: t('offlineAlert'),
    sent: t('sent'),
    sendFailed: t('sendFailed'),
    manageContacts: t('manageContacts'),
    sendRunner: t('sendRunner'),
    sendRunnerHint: t('sendRunnerHint'),
    makingLink: t('makingLink'),
    linkReady: t('linkReady'),
    qrLabel: t('qrLabel'),
    share: t('share'),
    shareTitle: t('shareTitle'),
    shareText: t('shareText'),
    copy: t('copy'),
    copied: t('copied'),
    copyFailed: t('copyFailed'),
    linkFailed: t('linkFailed'),
    offlineRunner: (walk: string, place: string) => t('offlineRunner', { walk, place }),
    runner: { sent: t('runner.sent'), opened: t('runner.opened'), 'coming-back': t('runner.coming-back') } as Record<RunnerStatus, string>,
    runnerUnknown: t('runnerUnknown'),
    /** How a contact was told of a sent alert. */
    told: (c: EmergencyAlertContact) => t(c.mailed && c.pushed ? 'told.both' : c.mailed ? 'told.email' : c.pushed ? 'told.app' : 'told.none'),
  };
}

export type EmergencyTexts = ReturnType<typeof emergencyTexts>;

/** The screen's words in the language on screen (a few dozen lookups: cheap enough per render). */
export function useEmergencyTexts(): EmergencyTexts {
  const { t } = useTranslation('emergency');
  return emergencyTexts(t);
}

/** The English words, as the seeds have them. */
export const EMERGENCY_TEXTS: EmergencyTexts = emergencyTexts(englishI18n.getFixedT('en', 'emergency'));
