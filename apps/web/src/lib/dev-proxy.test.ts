import { describe, expect, it } from 'vitest';
import { devProxy } from './dev-proxy';

describe('the dev server proxy (npm run dev)', () => {
  it('forwards the API, the identity provider and the AED file to the server on PORT', () => {
    expect(devProxy({ PORT: '3123' })).toEqual({ '/api': 'http://localhost:3123', '/auth': 'http://localhost:3123', '/aeds.json': 'http://localhost:3123' });
  });

  it("forwards to the server's default port, 8080, when PORT is unset or empty", () => {
    expect(devProxy({})['/api']).toBe('http://localhost:8080');
    expect(devProxy({ PORT: '' })['/api']).toBe('http://localhost:8080');
  });

  it('stops on a PORT the server would not listen on, naming it', () => {
    for (const port of ['eighty', '0x1F90', '70000', '0', ' 8080', '80.5']) expect(() => devProxy({ PORT: port }), port).toThrow(/^PORT: /);
  });
});
