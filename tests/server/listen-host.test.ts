/**
 * Where the server listens: with the development sign-in on (no Discord application), only on
 * this machine unless HOST says otherwise, and a HOST other machines reach only with ALLOW_DEV_LOGIN=1.
 */
import { describe, expect, it } from 'vitest';
import { isLoopback, loadConfig, openAddress } from '../../src/server/config.ts';

const DISCORD = { DISCORD_CLIENT_ID: 'id', DISCORD_CLIENT_SECRET: 'secret' };

describe('the address the server listens on', () => {
  it('is 127.0.0.1 by default while the development sign-in is on', () => {
    const config = loadConfig({});
    expect(config.devLogin).toBe(true);
    expect(config.host).toBe('127.0.0.1');
  });

  it('is every interface by default once Discord is configured, or in production', () => {
    expect(loadConfig(DISCORD)).toMatchObject({ devLogin: false, host: '0.0.0.0' });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ devLogin: false, host: '0.0.0.0' });
  });

  it('is the HOST given when it is a loopback address', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost'])
      expect(loadConfig({ HOST: host }).host).toBe(host);
  });

  it('refuses a HOST other machines reach with the development sign-in, saying how to go on', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'game.example.org']) {
      expect(() => loadConfig({ HOST: host }), host).toThrow(
        /reachable from other machines.*ALLOW_DEV_LOGIN=1/s,
      );
    }
  });

  it('takes such a HOST when the operator allows the development sign-in, or with Discord', () => {
    expect(loadConfig({ HOST: '0.0.0.0', ALLOW_DEV_LOGIN: '1' })).toMatchObject({
      devLogin: true,
      host: '0.0.0.0',
    });
    expect(loadConfig({ HOST: '0.0.0.0', ...DISCORD })).toMatchObject({ devLogin: false, host: '0.0.0.0' });
  });

  it('knows the loopback addresses', () => {
    expect(['127.0.0.1', '127.255.0.9', '::1', 'LOCALHOST'].map(isLoopback)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', '127.example.org'].map(isLoopback)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('prints the address a browser on this machine opens: the one listened on, localhost for all', () => {
    expect(openAddress('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
    expect(openAddress('::1', 3000)).toBe('http://[::1]:3000');
    expect(openAddress('[::1]', 4777)).toBe('http://[::1]:4777');
    expect(openAddress('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(openAddress('::', 3000)).toBe('http://localhost:3000');
    expect(openAddress('localhost', 3000)).toBe('http://localhost:3000');
  });
});
