import { describe, expect, it } from 'vitest';
import { decodeBinaryFrame, decodeTextFrame, encodeBinaryBroadcast, encodeTextFrame, FrameError } from './phoenix-frames.ts';

describe('Phoenix frames', () => {
  it('decodes 2.0.0 arrays and 1.0.0 objects to the same message', () => {
    const expected = { joinRef: '6', ref: '8', topic: 'realtime:room1', event: 'access_token', payload: { access_token: 't' } };
    expect(decodeTextFrame('["6","8","realtime:room1","access_token",{"access_token":"t"}]', '2.0.0')).toEqual(expected);
    expect(
      decodeTextFrame('{"topic":"realtime:room1","event":"access_token","payload":{"access_token":"t"},"ref":"8","join_ref":"6"}', '1.0.0'),
    ).toEqual(expected);
    expect(decodeTextFrame('[null,"9","phoenix","heartbeat",{}]', '2.0.0')).toMatchObject({ joinRef: null, ref: '9' });
    expect(() => decodeTextFrame('[1,2]', '2.0.0')).toThrow(FrameError);
    expect(() => decodeTextFrame('nope', '2.0.0')).toThrow(FrameError);
  });

  it('encodes per protocol version', () => {
    const message = { joinRef: '6', ref: null, topic: 'realtime:room1', event: 'system', payload: { status: 'ok' } };
    expect(encodeTextFrame(message, '2.0.0')).toBe('["6",null,"realtime:room1","system",{"status":"ok"}]');
    expect(JSON.parse(encodeTextFrame(message, '1.0.0'))).toEqual({ topic: 'realtime:room1', event: 'system', payload: { status: 'ok' }, ref: null, join_ref: '6' });
  });

  it("decodes the recorded binary broadcast push of realtime-js (supabase-wire.md c.7)", () => {
    const text = (s: string) => [...new TextEncoder().encode(s)];
    const frame = Uint8Array.from([3, 1, 1, 14, 6, 0, 1, ...text('6'), ...text('7'), ...text('realtime:room1'), ...text('cursor'), ...text('{"x":1}')]);
    expect(decodeBinaryFrame(frame)).toEqual({
      joinRef: '6',
      ref: '7',
      topic: 'realtime:room1',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'cursor', payload: { x: 1 } },
    });
    expect(() => decodeBinaryFrame(frame.subarray(0, 10))).toThrow(FrameError);
  });

  it('encodes a binary user broadcast (kind 4) the way realtime-js reads it', () => {
    const frame = encodeBinaryBroadcast('realtime:room1', 'blob', Uint8Array.from([1, 2, 3]));
    expect([...frame.subarray(0, 5)]).toEqual([4, 14, 4, 0, 0]);
    expect(new TextDecoder().decode(frame.subarray(5, 23))).toBe('realtime:room1blob');
    expect([...frame.subarray(23)]).toEqual([1, 2, 3]);
  });
});
