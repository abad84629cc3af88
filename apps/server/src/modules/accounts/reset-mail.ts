import type { Mail } from '../mail/mailer';

export function resetPasswordMail(to: string, link: string, name: string | null): Mail {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const text = [
    greeting,
    '',
    'Someone asked to reset the password of your AED Atlas account. To choose a new password, open this link within 30 minutes:',
    '',
    link,
    '',
    'If it was not you, ignore this message: your password stays as it is.',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p><p>Someone asked to reset the password of your AED Atlas account. To choose a new password, open this link within 30 minutes:</p><p><a href="${escapeHtml(link)}">Reset your password</a></p><p>If it was not you, ignore this message: your password stays as it is.</p>`;
  return { to, subject: 'Reset your AED Atlas password', text, html };
}

/** Tells the owner their password changed, so a change they did not make does not go unnoticed. */
export function passwordChangedMail(to: string, name: string | null, byOwner: boolean): Mail {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const what = byOwner ? 'The password of your AED Atlas account was just changed.' : 'An administrator just changed the password of your AED Atlas account.';
  const advice = 'Every other session of your account was signed out. If you did not expect this, reset your password at once and tell an administrator.';
  return {
    to,
    subject: 'Your AED Atlas password was changed',
    text: [greeting, '', what, '', advice].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(what)}</p><p>${escapeHtml(advice)}</p>`,
  };
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
