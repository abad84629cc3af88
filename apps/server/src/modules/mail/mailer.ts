import nodemailer from 'nodemailer';
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
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(mail) {
      await opts.db.insert(mailOutbox).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null });
    },
    close: () => undefined,
  };
}
