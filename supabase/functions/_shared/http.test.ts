import { describe, expect, it, vi } from 'vitest';
import { clientAddress, serveJson } from './http.ts';

const ok = async (body: Record<string, unknown>) => new Response(JSON.stringify({ echo: body }), { status: 200 });

describe('serveJson', () => {
  it('answers the CORS preflight itself', async () => {
    const response = await serveJson(new Request('http://f.test/x', { method: 'OPTIONS' }), 'x', ok);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
  });

  it('refuses other methods than POST', async () => {
    const response = await serveJson(new Request('http://f.test/x', { method: 'GET' }), 'x', ok);
    expect(response.status).toBe(405);
  });

  it.each([
    ['no body', undefined],
    ['not JSON', 'email=a@b.c'],
    ['an array', '[1,2]'],
    ['too large', JSON.stringify({ message: 'x'.repeat(70_000) })],
  ])('refuses a body that is %s', async (_label, body) => {
    const response = await serveJson(new Request('http://f.test/x', { method: 'POST', body }), 'x', ok);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it('turns an unexpected failure into a generic 500 without details', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await serveJson(
      new Request('http://f.test/x', { method: 'POST', body: '{}' }),
      'x',
      async () => {
        throw new Error('database password is hunter2');
      },
    );
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('hunter2');
    expect(logged).toHaveBeenCalledWith('x: database password is hunter2');
    logged.mockRestore();
  });
});

describe('clientAddress', () => {
  it('takes the first X-Forwarded-For entry', () => {
    const request = new Request('http://f.test/x', { headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' } });
    expect(clientAddress(request)).toBe('203.0.113.7');
  });

  it('says unknown without one', () => {
    expect(clientAddress(new Request('http://f.test/x'))).toBe('unknown');
  });
});
