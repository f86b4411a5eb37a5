/**
 * Phoenix channel frames as realtime-js sends and reads them (supabase-wire.md c.1, c.7):
 * vsn 2.0.0 text frames are JSON arrays `[join_ref, ref, topic, event, payload]`, vsn 1.0.0 text frames
 * are JSON objects, and a 2.0.0 client sends broadcasts as binary "user broadcast push" frames.
 */

export type ProtocolVersion = '1.0.0' | '2.0.0';

export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** The payload of a broadcast, whether it arrived as JSON or as raw bytes. */
export interface BroadcastPayload {
  type: 'broadcast';
  event: string;
  payload: unknown;
  /** Raw bytes when the sender used binary encoding; `payload` is then undefined. */
  binary?: Uint8Array;
  meta?: unknown;
}

const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;
const JSON_ENCODING = 1;

export class FrameError extends Error {}

export function decodeTextFrame(text: string, vsn: ProtocolVersion): PhoenixMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FrameError('frame is not JSON');
  }
  if (vsn === '2.0.0' && Array.isArray(parsed) && parsed.length === 5) {
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    return checked({ joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload });
  }
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    const o = parsed as Record<string, unknown>;
    return checked({ joinRef: asRef(o.join_ref), ref: asRef(o.ref), topic: o.topic, event: o.event, payload: o.payload });
  }
  throw new FrameError('frame has an unknown shape');
}

/** Decodes the binary frame a vsn 2.0.0 client sends for `channel.send({type:'broadcast', ...})`. */
export function decodeBinaryFrame(bytes: Uint8Array): PhoenixMessage {
  if (bytes.length < 7 || bytes[0] !== USER_BROADCAST_PUSH) throw new FrameError('unsupported binary frame');
  const [joinRefLength, refLength, topicLength, eventLength, metaLength, encoding] = bytes.subarray(1, 7);
  const decoder = new TextDecoder();
  let offset = 7;
  const take = (length: number) => {
    if (offset + length > bytes.length) throw new FrameError('truncated binary frame');
    const part = bytes.subarray(offset, offset + length);
    offset += length;
    return part;
  };
  const joinRef = decoder.decode(take(joinRefLength));
  const ref = decoder.decode(take(refLength));
  const topic = decoder.decode(take(topicLength));
  const event = decoder.decode(take(eventLength));
  const metaText = decoder.decode(take(metaLength));
  const body = bytes.subarray(offset);
  const payload: BroadcastPayload = { type: 'broadcast', event, payload: undefined };
  if (encoding === JSON_ENCODING) {
    try {
      payload.payload = JSON.parse(decoder.decode(body));
    } catch {
      throw new FrameError('broadcast payload is not JSON');
    }
  } else {
    payload.binary = body.slice();
  }
  if (metaText) {
    try {
      payload.meta = JSON.parse(metaText);
    } catch {
      throw new FrameError('broadcast metadata is not JSON');
    }
  }
  return { joinRef: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload };
}

export function encodeTextFrame(message: PhoenixMessage, vsn: ProtocolVersion): string {
  const { joinRef, ref, topic, event, payload } = message;
  if (vsn === '2.0.0') return JSON.stringify([joinRef, ref, topic, event, payload]);
  return JSON.stringify({ topic, event, payload, ref, join_ref: joinRef });
}

/** The binary "user broadcast" frame (kind 4) that carries a binary broadcast payload to a 2.0.0 client. */
export function encodeBinaryBroadcast(topic: string, event: string, body: Uint8Array): Uint8Array {
  const encoder = new TextEncoder();
  const topicBytes = encoder.encode(topic);
  const eventBytes = encoder.encode(event);
  if (topicBytes.length > 255 || eventBytes.length > 255) throw new FrameError('topic or event too long');
  const header = Uint8Array.of(USER_BROADCAST, topicBytes.length, eventBytes.length, 0, 0);
  const frame = new Uint8Array(header.length + topicBytes.length + eventBytes.length + body.length);
  frame.set(header, 0);
  frame.set(topicBytes, header.length);
  frame.set(eventBytes, header.length + topicBytes.length);
  frame.set(body, header.length + topicBytes.length + eventBytes.length);
  return frame;
}

function asRef(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return String(value);
}

function checked(raw: { joinRef: string | null; ref: string | null; topic: unknown; event: unknown; payload: unknown }): PhoenixMessage {
  if (typeof raw.topic !== 'string' || typeof raw.event !== 'string') throw new FrameError('frame lacks topic or event');
  return { joinRef: raw.joinRef, ref: raw.ref, topic: raw.topic, event: raw.event, payload: raw.payload ?? {} };
}
