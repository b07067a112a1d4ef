import { describe, expect, it } from 'vitest';
import { embedOrigin, navigationTarget } from './embed-navigation';

const origin = 'https://listings.example.com';
const message = (data: unknown, from = origin) => ({ origin: from, data });

describe('navigationTarget', () => {
  it('opens a property or a space for a navigate message from the embed', () => {
    expect(navigationTarget(message({ type: 'navigate', to: 'property', id: 3 }), origin)).toBe(
      '/properties/3',
    );
    expect(navigationTarget(message({ type: 'navigate', to: 'space', id: 42 }), origin)).toBe('/spaces/42');
    expect(navigationTarget(message({ type: 'navigate', to: 'space', id: '42' }), origin)).toBe('/spaces/42');
  });

  it('ignores messages from any other origin', () => {
    const data = { type: 'navigate', to: 'property', id: 3 };
    expect(navigationTarget(message(data, 'https://evil.example.com'), origin)).toBeNull();
    expect(navigationTarget(message(data, 'http://listings.example.com'), origin)).toBeNull();
    expect(navigationTarget(message(data, 'null'), origin)).toBeNull();
  });

  it('ignores other message types, targets and malformed ids', () => {
    expect(navigationTarget(message({ type: 'resize', to: 'property', id: 3 }), origin)).toBeNull();
    expect(navigationTarget(message({ type: 'navigate', to: 'tenant', id: 3 }), origin)).toBeNull();
    expect(
      navigationTarget(message({ type: 'navigate', to: 'property', id: '../admin' }), origin),
    ).toBeNull();
    expect(navigationTarget(message({ type: 'navigate', to: 'property', id: -1 }), origin)).toBeNull();
    expect(navigationTarget(message({ type: 'navigate', to: 'property', id: 1.5 }), origin)).toBeNull();
    expect(navigationTarget(message({ type: 'navigate', to: 'property' }), origin)).toBeNull();
    expect(navigationTarget(message('navigate'), origin)).toBeNull();
    expect(navigationTarget(message(null), origin)).toBeNull();
  });
});

describe('embedOrigin', () => {
  it('takes the origin of an http(s) URL', () => {
    expect(embedOrigin('https://listings.example.com/map?x=1')).toBe('https://listings.example.com');
    expect(embedOrigin('http://localhost:4000/')).toBe('http://localhost:4000');
  });

  it('is null for a missing, invalid or non-http URL', () => {
    expect(embedOrigin(undefined)).toBeNull();
    expect(embedOrigin('')).toBeNull();
    expect(embedOrigin('not a url')).toBeNull();
    expect(embedOrigin('javascript:alert(1)')).toBeNull();
  });
});
