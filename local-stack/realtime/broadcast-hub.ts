/**
 * Broadcast and presence between channels joined to the same topic (supabase-wire.md c.7), in memory:
 * enough for realtime-js `send()`, `track()` and presence events. Public and private channels of one
 * topic name are separate rooms, as on hosted Realtime.
 */
import { randomUUID } from 'node:crypto';
import type { BroadcastPayload } from './phoenix-frames.ts';

export interface HubMember {
  /** `private:topic` or `public:topic`. */
  readonly room: string;
  readonly presenceKey: string;
  /** Whether this member receives presence_diff. */
  readonly presenceEnabled: boolean;
  pushBroadcast(message: BroadcastPayload): void;
  push(event: string, payload: unknown): void;
}

type Meta = Record<string, unknown> & { phx_ref: string };
type PresenceMap = Record<string, { metas: Meta[] }>;

export class BroadcastHub {
  private rooms = new Map<string, Set<HubMember>>();
  private tracked = new Map<HubMember, Meta>();

  join(member: HubMember): void {
    let room = this.rooms.get(member.room);
    if (!room) this.rooms.set(member.room, (room = new Set()));
    room.add(member);
  }

  leave(member: HubMember): void {
    this.untrack(member);
    const room = this.rooms.get(member.room);
    if (room?.delete(member) && room.size === 0) this.rooms.delete(member.room);
  }

  broadcast(from: HubMember, message: BroadcastPayload, includeSelf: boolean): void {
    for (const member of this.rooms.get(from.room) ?? []) {
      if (member !== from || includeSelf) member.pushBroadcast(message);
    }
  }

  /** Everyone tracked in the member's room, as a presence_state payload. */
  presenceState(member: HubMember): PresenceMap {
    const state: PresenceMap = {};
    for (const other of this.rooms.get(member.room) ?? []) {
      const meta = this.tracked.get(other);
      if (meta) (state[other.presenceKey] ??= { metas: [] }).metas.push(meta);
    }
    return state;
  }

  track(member: HubMember, payload: unknown): void {
    const previous = this.tracked.get(member);
    const meta: Meta = { ...(isRecord(payload) ? payload : {}), phx_ref: randomUUID() };
    if (previous) meta.phx_ref_prev = previous.phx_ref;
    this.tracked.set(member, meta);
    this.diff(member, { [member.presenceKey]: { metas: [meta] } }, previous ? { [member.presenceKey]: { metas: [previous] } } : {});
  }

  untrack(member: HubMember): void {
    const previous = this.tracked.get(member);
    if (!previous) return;
    this.tracked.delete(member);
    this.diff(member, {}, { [member.presenceKey]: { metas: [previous] } });
  }

  private diff(from: HubMember, joins: PresenceMap, leaves: PresenceMap): void {
    for (const member of this.rooms.get(from.room) ?? []) {
      if (member.presenceEnabled) member.push('presence_diff', { joins, leaves });
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
