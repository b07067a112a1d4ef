import { describe, expect, it } from 'vitest';
import { classifyLink } from './safe-link';

const origin = 'https://app.example.com';

describe('classifyLink', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    '',
    undefined,
    null,
  ])('renders %j inert', (href) => {
    expect(classifyLink(href, origin)).toEqual({ kind: 'inert' });
  });

  it('opens another site in a new tab', () => {
    expect(classifyLink('https://www.example.org/guide?a=1', origin)).toEqual({
      kind: 'external',
      href: 'https://www.example.org/guide?a=1',
    });
    expect(classifyLink('//evil.example/x', origin)).toEqual({
      kind: 'external',
      href: 'https://evil.example/x',
    });
  });

  it('follows a page of this app inside the app', () => {
    expect(classifyLink('/training?category=leasing#top', origin)).toEqual({
      kind: 'internal',
      to: '/training?category=leasing#top',
    });
    expect(classifyLink('https://app.example.com/deals', origin)).toEqual({ kind: 'internal', to: '/deals' });
  });

  it('keeps in-page anchors, mailto: and tel: as ordinary links', () => {
    expect(classifyLink('#steps', origin)).toEqual({ kind: 'plain', href: '#steps' });
    expect(classifyLink('mailto:help@example.com', origin)).toEqual({
      kind: 'plain',
      href: 'mailto:help@example.com',
    });
    expect(classifyLink('tel:+15125550100', origin)).toEqual({ kind: 'plain', href: 'tel:+15125550100' });
  });
});
