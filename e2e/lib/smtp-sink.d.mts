/** Types of smtp-sink.mjs, for the server's TypeScript tests that use it. */
import type { Readable } from 'node:stream';

export interface SinkMail {
  to: string[];
  subject: string;
  text: string;
}

export function parseMail(raw: string | Buffer | Readable, to: string[]): Promise<SinkMail>;
export function matchesMail(m: SinkMail, to: string, subject: string | RegExp): boolean;

export interface SmtpSink {
  url: string;
  inbox: SinkMail[];
  waitFor(query: { to: string; subject: string | RegExp }, timeoutMs?: number): Promise<SinkMail>;
  close(): Promise<void>;
}

export function startSmtpSink(options?: { dir?: string }): Promise<SmtpSink>;
