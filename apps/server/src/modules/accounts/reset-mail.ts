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

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
