import { describe, expect, it } from 'vitest';
import { defaultMailFrom, loadConfig } from './config';

describe('mail configuration', () => {
  it('has no SMTP server, a local From address and a local app URL by default', () => {
    const config = loadConfig({ PORT: '4100' });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: defaultMailFrom });
    expect(config.appUrl).toBe('http://localhost:4100');
  });

  it('reads SMTP_URL, MAIL_FROM and APP_URL (without its trailing slash)', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'Portfolio <leases@example.com>',
      APP_URL: 'https://leaselens.example.com/',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      from: 'Portfolio <leases@example.com>',
    });
    expect(config.appUrl).toBe('https://leaselens.example.com');
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://, without echoing its password', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@smtp.example.com' })).toThrow(
      /SMTP_URL must be/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@smtp.example.com' })).not.toThrow(/hunter2/);
    expect(() => loadConfig({ SMTP_URL: 'smtp.example.com:587' })).toThrow(/SMTP_URL must be/);
  });

  it('refuses an APP_URL that is not http(s)', () => {
    expect(() => loadConfig({ APP_URL: 'leaselens.example.com' })).toThrow(
      /APP_URL must be an http\(s\) URL/,
    );
  });
});
