import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/config';
import { newId } from '../lib/ids';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail carries (logged by the outbox transport so a developer can click it). */
  link?: string;
}

/** Mail transport (decisions: Mail): outbox files by default, SMTP when SMTP_URL is set. */
export interface MailTransport {
  send(mail: Mail): Promise<void>;
}

export function createOutboxTransport(dir: string, log: FastifyBaseLogger): MailTransport & { dir: string } {
  return {
    dir,
    async send(mail) {
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${Date.now()}-${newId()}.json`);
      writeFileSync(file, JSON.stringify({ ...mail, date: new Date().toISOString() }, null, 2), { mode: 0o600 });
      log.info({ to: mail.to, subject: mail.subject, link: mail.link, file }, 'mail written to outbox');
    },
  };
}

export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

export function createMailTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  if (config.smtpUrl)
    return createSmtpTransport(config.smtpUrl, process.env.MAIL_FROM || 'Kindred <no-reply@kindred.local>');
  return createOutboxTransport(path.join(config.dataDir, 'outbox'), log);
}
