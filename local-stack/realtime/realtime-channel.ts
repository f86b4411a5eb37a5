/**
 * One joined channel of one socket: its token and claims, its postgres_changes bindings, its place in
 * the broadcast/presence room, and the token's expiry (realtime_channel.ex join, access_token,
 * confirm_token and shutdown_response, in miniature).
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { StackConfig } from '../config.ts';
import type { BroadcastHub, HubMember } from './broadcast-hub.ts';
import { prepareChangeBindings, type SubscriptionResult } from './change-subscription.ts';
import { checkChannelToken, msUntilExpiry, type ChannelClaims } from './channel-token.ts';
import type { BroadcastPayload, PhoenixMessage } from './phoenix-frames.ts';
import type { ChangeBinding, ChangeSubscriber, PostgresChangesPayload, SubscriptionRegistry } from './subscription-registry.ts';

export interface ChannelDeps {
  config: StackConfig;
  apiPool: pg.Pool;
  registry: SubscriptionRegistry;
  hub: BroadcastHub;
  log: (line: string) => void;
}

/** What a channel needs from its socket. */
export interface ChannelTransport {
  send(message: PhoenixMessage): void;
  /** Sends a binary broadcast if the protocol can carry it; vsn 1.0.0 cannot. */
  sendBinaryBroadcast(topic: string, event: string, body: Uint8Array): void;
  channelClosed(channel: RealtimeChannel): void;
}

export interface ChannelOptions {
  topic: string;
  joinRef: string | null;
  accessToken: string;
  claims: ChannelClaims;
  isPrivate: boolean;
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  /** The join's `config.postgres_changes`, and the ids the join reply gave them. */
  changeRequests: Record<string, unknown>[];
  bindingIds: number[];
}

export class RealtimeChannel implements ChangeSubscriber, HubMember {
  active = true;
  claims: ChannelClaims;
  claimsKey: string;
  presenceEnabled: boolean;
  readonly topic: string;
  readonly subTopic: string;
  readonly room: string;
  readonly presenceKey: string;
  private accessToken: string;
  private bindings: ChangeBinding[] = [];
  private expiryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly transport: ChannelTransport,
    private readonly options: ChannelOptions,
    private readonly deps: ChannelDeps,
  ) {
    this.topic = options.topic;
    this.subTopic = options.topic.replace(/^realtime:/, '');
    this.room = `${options.isPrivate ? 'private' : 'public'}:${this.subTopic}`;
    this.presenceKey = options.presenceKey || randomUUID();
    this.presenceEnabled = options.presenceEnabled;
    this.accessToken = options.accessToken;
    this.claims = options.claims;
    this.claimsKey = claimsKey(options.claims);
  }

  get joinRef(): string | null {
    return this.options.joinRef;
  }

  /** Checks the bindings as the subscriber; done before the join is answered. */
  prepareChanges(claims: ChannelClaims = this.claims): Promise<SubscriptionResult | null> {
    if (this.options.changeRequests.length === 0) return Promise.resolve(null);
    return prepareChangeBindings(this.deps.apiPool, claims, this.options.changeRequests, this.options.bindingIds, this);
  }

  /** Starts delivering, right after the join reply went out. */
  start(subscription: SubscriptionResult | null): void {
    this.deps.hub.join(this);
    if (this.presenceEnabled) this.push('presence_state', this.deps.hub.presenceState(this));
    if (subscription) this.applySubscription(subscription);
    this.scheduleExpiryCheck();
  }

  push(event: string, payload: unknown): void {
    if (!this.active) return;
    this.transport.send({ joinRef: this.joinRef, ref: null, topic: this.topic, event, payload });
  }

  reply(ref: string | null, status: 'ok' | 'error', response: unknown): void {
    this.transport.send({ joinRef: this.joinRef, ref, topic: this.topic, event: 'phx_reply', payload: { status, response } });
  }

  pushChange(payload: PostgresChangesPayload): void {
    this.push('postgres_changes', payload);
  }

  pushBroadcast(message: BroadcastPayload): void {
    if (!this.active) return;
    if (message.binary) this.transport.sendBinaryBroadcast(this.topic, message.event, message.binary);
    else this.push('broadcast', { type: 'broadcast', event: message.event, payload: message.payload, ...(message.meta ? { meta: message.meta } : {}) });
  }

  handleBroadcast(message: PhoenixMessage): void {
    const payload = message.payload as Partial<BroadcastPayload>;
    if (typeof payload?.event === 'string') {
      this.deps.hub.broadcast(this, { type: 'broadcast', event: payload.event, payload: payload.payload, binary: payload.binary, meta: payload.meta }, this.options.broadcastSelf);
    }
    if (this.options.broadcastAck) this.reply(message.ref, 'ok', {});
  }

  handlePresence(message: PhoenixMessage): void {
    const payload = (message.payload ?? {}) as { event?: unknown; payload?: unknown };
    if (payload.event === 'track') {
      if (payload.payload !== undefined && (typeof payload.payload !== 'object' || payload.payload === null || Array.isArray(payload.payload))) {
        this.reply(message.ref, 'error', { reason: 'Presence track payload must be a map' });
        return;
      }
      // Tracking turns presence on for this channel; it first needs the state it never got at join.
      if (!this.presenceEnabled) {
        this.presenceEnabled = true;
        this.push('presence_state', this.deps.hub.presenceState(this));
      }
      this.deps.hub.track(this, payload.payload);
    } else if (payload.event === 'untrack') {
      this.deps.hub.untrack(this);
    }
    this.reply(message.ref, 'ok', {});
  }

  /** A new token for this channel (after setAuth or a session refresh). */
  async refreshToken(token: unknown): Promise<void> {
    if (typeof token !== 'string' || !token || token.startsWith('sb_') || token === this.accessToken) return;
    const check = await checkChannelToken(token, this.deps.config.jwtSecret);
    if (!this.active) return;
    if (!check.ok) return this.shutdown(check.message);
    if (this.options.isPrivate && check.claims.role !== 'service_role') {
      return this.shutdown(`You no longer have permission to read from this Channel topic: ${this.subTopic}`);
    }
    this.accessToken = token;
    const subscription = await this.prepareChanges(check.claims);
    if (!this.active) return;
    // Bindings keep routing under the old claims until the new ones are checked; then both switch at once.
    this.claims = check.claims;
    this.claimsKey = claimsKey(check.claims);
    if (subscription) this.applySubscription(subscription);
    this.scheduleExpiryCheck();
  }

  /** Server-side end of the channel: a `system` error push, then phx_close (realtime_channel.ex shutdown_response). */
  shutdown(message: string): void {
    this.pushSystem('system', 'error', message);
    this.transport.send({ joinRef: this.joinRef, ref: this.joinRef, topic: this.topic, event: 'phx_close', payload: {} });
    this.close();
  }

  /** Stops all delivery; the socket forgets the channel. */
  close(): void {
    if (!this.active) return;
    this.active = false;
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.deps.registry.remove(this.bindings);
    this.bindings = [];
    this.deps.hub.leave(this);
    this.transport.channelClosed(this);
  }

  private applySubscription(subscription: SubscriptionResult): void {
    this.deps.registry.remove(this.bindings);
    this.bindings = [];
    if (!subscription.ok) {
      this.pushSystem('postgres_changes', 'error', subscription.message);
      return;
    }
    this.bindings = subscription.bindings;
    this.deps.registry.add(this.bindings);
    this.pushSystem('postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }

  private pushSystem(extension: string, status: 'ok' | 'error', message: string): void {
    this.push('system', { channel: this.subTopic, extension, message, status });
  }

  private scheduleExpiryCheck(): void {
    if (this.expiryTimer) clearTimeout(this.expiryTimer);
    this.expiryTimer = setTimeout(() => void this.checkExpiry(), msUntilExpiry(this.claims) + 100);
    this.expiryTimer.unref();
  }

  private async checkExpiry(): Promise<void> {
    const check = await checkChannelToken(this.accessToken, this.deps.config.jwtSecret);
    if (!this.active) return;
    if (check.ok) this.scheduleExpiryCheck();
    else this.shutdown(check.message);
  }
}

function claimsKey(claims: ChannelClaims): string {
  return JSON.stringify(claims);
}
