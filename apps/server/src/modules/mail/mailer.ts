import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { mailOutbox } from './mail.table';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Real SMTP when SMTP_URL is set (smtp://user:pass@host:port, smtps:// for TLS); otherwise the
 * mail lands in the outbox table, where an admin reads it (the embedded default has no SMTP).
 */
export function createMailer(opts: { db: Db; smtpUrl?: string; from: string }): Mailer {
  const { smtpUrl } = opts;
  if (smtpUrl) {
    // nodemailer is loaded with the first mail, not at start: a restart is ready sooner.
    let transport: Promise<Transporter> | undefined;
    const connect = () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
    return {
      async send(mail) {
        await (await connect()).sendMail({ from: opts.from, ...mail });
      },
      close: () => void transport?.then((t) => t.close()),
    };
  }
  return {
    async send(mail) {
      await opts.db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
    },
    close: () => undefined,
  };
}
