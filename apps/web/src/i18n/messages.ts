import type { TFunction } from 'i18next';
import { en } from './en';
import { englishI18n, i18n } from './i18n';

type MessageKey = keyof typeof en.messages;

// The English words of every plain message, to its key.
const BY_TEXT = new Map<string, MessageKey>();
for (const [key, text] of Object.entries(en.messages) as [MessageKey, string][]) {
  if (!text.includes('{{')) BY_TEXT.set(text, key);
}

/** Messages with a number or a list in them: the English pattern, and how to say it again. */
const PATTERNS: { pattern: RegExp; say: (t: TFunction<'messages'>, match: RegExpMatchArray) => string }[] = [
  { pattern: /^At most (\d+) characters$/, say: (t, m) => t('atMostCharacters', { count: Number(m[1]) }) },
  { pattern: /^Request failed \((\d+)\)$/, say: (t, m) => t('requestFailed', { status: m[1] }) },
  { pattern: /^Too many failed login attempts\. Try again in (\d+) seconds\.$/, say: (t, m) => t('tooManyLoginAttempts', { seconds: m[1], count: Number(m[1]) }) },
  {
    // The emergency alert limit (server: emergency.routes.ts): its limit and wait translated too.
    pattern: /^Too many emergency alerts: at most (.+?)\. Your contacts already have your earlier alerts\. If someone is in danger, call (\d+) now\. You can send another alert in (.+)\.$/,
    say: (t, m) => t('tooManyAlerts', { limit: sayAlertLimit(t, m[1]), number: m[2], wait: sayWait(t, m[3]) }),
  },
  {
    // 'Password requirements: ' and the unmet rules joined by commas (000 §5).
    pattern: /^Password requirements: (.+)$/,
    say: (t, m) => t('passwordRequirements', { items: m[1].split(', ').map((item) => translateWith(t, item)).join(', ') }),
  },
];

function sayAlertLimit(t: TFunction<'messages'>, text: string): string {
  const inMinutes = text.match(/^(\d+) alerts in (\d+) minutes$/);
  if (inMinutes) return t('alertsInMinutes', { count: Number(inMinutes[1]), minutes: inMinutes[2] });
  const aDay = text.match(/^(\d+) alerts a day$/);
  return aDay ? t('alertsADay', { count: Number(aDay[1]) }) : text;
}

function sayWait(t: TFunction<'messages'>, text: string): string {
  const match = text.match(/^(about )?(\d+) (seconds|minutes|hours)$/);
  if (!match) return text;
  const count = Number(match[2]);
  return match[3] === 'seconds' ? t('waitSeconds', { count }) : match[3] === 'minutes' ? t('waitMinutes', { count }) : t('waitHours', { count });
}

/** The key of a known English message ('This field is required!' -> 'required'), else null. */
export function messageKey(text: string): MessageKey | null {
  return BY_TEXT.get(text) ?? null;
}

function translateWith(t: TFunction<'messages'>, text: string): string {
  const key = BY_TEXT.get(text);
  if (key) return t(key);
  for (const { pattern, say } of PATTERNS) {
    const match = text.match(pattern);
    if (match) return say(t, match);
  }
  return text;
}

// While the admin console is open its toasts stay English like the rest of it.
let englishOnly = 0;

/** The admin console holds this while mounted (useEffect): global toasts stay English there. */
export function holdEnglishMessages(): () => void {
  englishOnly += 1;
  return () => {
    englishOnly -= 1;
  };
}

/**
 * A message from the server or the contracts in the language on screen: known English messages
 * are translated, unknown ones shown as they came. `t` is a component's own (useTranslation).
 */
export function translateMessage(text: string, t?: TFunction<'messages'>): string {
  const translate = t ?? (englishOnly > 0 ? englishI18n : i18n).getFixedT(null, 'messages');
  return translateWith(translate, text);
}
