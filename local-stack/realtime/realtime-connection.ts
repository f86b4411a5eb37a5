/**
 * One websocket speaking the Phoenix channel protocol (supabase-wire.md c.1-c.5): heartbeats, joins,
 * leaves, access_token, broadcast and presence. Messages of one socket are handled one at a time, in
 * order, so a leave or a new token never overtakes the join it follows.
 */
import type { WebSocket, RawData } from 'ws';
import { bindingIds } from './change-subscription.ts';
import { checkChannelToken } from './channel-token.ts';
import {
  decodeBinaryFrame,
  decodeTextFrame,
  encodeBinaryBroadcast,
  encodeTextFrame,
  type PhoenixMessage,
  type ProtocolVersion,
} from './phoenix-frames.ts';
import { RealtimeChannel, type ChannelDeps, type ChannelTransport } from './realtime-channel.ts';

/** Phoenix closes a socket that has sent nothing (not even a heartbeat) for this long. */
const IDLE_TIMEOUT_MS = 60_000;

export class RealtimeConnection implements ChannelTransport {
  private channels = new Map<string, RealtimeChannel>();
  private queue: Promise<void> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: ProtocolVersion,
    /** The `apikey` of the upgrade: the token of channels whose join carries none. */
    private readonly apiKey: string,
    private readonly deps: ChannelDeps,
    private readonly onClose: () => void,
  ) {
    ws.on('message', (data, isBinary) => this.receive(data, isBinary));
    ws.on('close', () => this.teardown());
    ws.on('error', () => this.teardown());
    this.touch();
  }

  send(message: PhoenixMessage): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(encodeTextFrame(message, this.vsn));
  }

  sendBinaryBroadcast(topic: string, event: string, body: Uint8Array): void {
    if (this.vsn === '2.0.0' && this.ws.readyState === this.ws.OPEN) this.ws.send(encodeBinaryBroadcast(topic, event, body), { binary: true });
  }

  channelClosed(channel: RealtimeChannel): void {
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
  }

  /** Closes the socket from the server side (service shutdown). */
  close(): void {
    this.ws.close(1001, 'server shutting down');
    this.teardown();
  }

  private receive(data: RawData, isBinary: boolean): void {
    this.touch();
    let message: PhoenixMessage;
    try {
      const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
      message = isBinary ? decodeBinaryFrame(new Uint8Array(bytes)) : decodeTextFrame(bytes.toString('utf8'), this.vsn);
    } catch (err) {
      this.deps.log(`realtime: dropped an unreadable frame (${(err as Error).message})`);
      return;
    }
    this.queue = this.queue
      .then(() => this.handle(message))
      .catch((err) => this.deps.log(`realtime: error handling ${message.event} on ${message.topic}: ${(err as Error).stack ?? err}`));
  }

  private async handle(message: PhoenixMessage): Promise<void> {
    if (this.closed) return;
    const { topic, event, ref } = message;
    if (topic === 'phoenix' && event === 'heartbeat') {
      this.send({ joinRef: null, ref, topic, event: 'phx_reply', payload: { status: 'ok', response: {} } });
      return;
    }
    if (event === 'phx_join') return this.join(message);

    const channel = this.channels.get(topic);
    if (!channel) {
      if (event === 'phx_leave') this.send({ joinRef: message.joinRef, ref, topic, event: 'phx_reply', payload: { status: 'ok', response: {} } });
      // Phoenix answers a message to a channel it does not have with phx_close.
      else this.send({ joinRef: message.joinRef, ref: message.joinRef, topic, event: 'phx_close', payload: {} });
      return;
    }
    switch (event) {
      case 'phx_leave':
        channel.reply(ref, 'ok', {});
        channel.close();
        return;
      case 'access_token':
        return channel.refreshToken((message.payload as { access_token?: unknown })?.access_token);
      case 'broadcast':
        return channel.handleBroadcast(message);
      case 'presence':
        return channel.handlePresence(message);
      default:
        return; // Realtime ignores other client events.
    }
  }

  private async join(message: PhoenixMessage): Promise<void> {
    const { topic, ref, joinRef } = message;
    const refuse = (reason: string) =>
      this.send({ joinRef, ref, topic, event: 'phx_reply', payload: { status: 'error', response: { reason } } });
    if (!topic.startsWith('realtime:')) return refuse('unmatched topic');
    const subTopic = topic.slice('realtime:'.length);
    if (!subTopic) return refuse('TopicNameRequired: You must provide a topic name');
    // A second join of a topic replaces the first, which the client is told is closed.
    const previous = this.channels.get(topic);
    if (previous) {
      this.send({ joinRef: previous.joinRef, ref: previous.joinRef, topic, event: 'phx_close', payload: {} });
      previous.close();
    }

    const payload = asRecord(message.payload);
    const config = asRecord(payload.config);
    const token = joinToken(payload) ?? this.apiKey;
    const check = await checkChannelToken(token, this.deps.config.jwtSecret);
    if (!check.ok) return refuse(`${check.code}: ${check.message}`);
    const isPrivate = config.private === true;
    if (isPrivate && check.claims.role !== 'service_role') {
      // Private channels are authorised by policies on realtime.messages, which the stand-in does not have.
      return refuse(`Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`);
    }

    const changeRequests = (Array.isArray(config.postgres_changes) ? config.postgres_changes : []).filter(isRecord);
    const ids = bindingIds(changeRequests);
    const broadcast = asRecord(config.broadcast);
    const presence = asRecord(config.presence);
    const channel = new RealtimeChannel(
      this,
      {
        topic,
        joinRef,
        accessToken: token,
        claims: check.claims,
        isPrivate,
        broadcastSelf: broadcast.self === true,
        broadcastAck: broadcast.ack === true,
        presenceKey: typeof presence.key === 'string' ? presence.key : '',
        presenceEnabled: presence.enabled === true,
        changeRequests,
        bindingIds: ids,
      },
      this.deps,
    );
    const subscription = await channel.prepareChanges();
    if (this.closed) return;
    if (subscription && !subscription.ok && asRecord(config.postgres_changes_options).wait === true) {
      return refuse(`RealtimeDisabledForConfiguration: ${subscription.message}`);
    }
    // The client insists on getting its bindings back in order and unchanged, each with an id.
    channel.reply(ref, 'ok', { postgres_changes: changeRequests.map((request, i) => ({ ...request, id: ids[i] })) });
    this.channels.set(topic, channel);
    channel.start(subscription);
  }

  private touch(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.ws.close(1000, 'heartbeat timeout'), IDLE_TIMEOUT_MS);
    this.idleTimer.unref();
  }

  private teardown(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    for (const channel of [...this.channels.values()]) channel.close();
    this.channels.clear();
    this.onClose();
  }
}

/** The user JWT of a join: `access_token` (or the older `user_token`); `sb_` keys mean "use the apikey". */
function joinToken(payload: Record<string, unknown>): string | undefined {
  const token = payload.access_token ?? payload.user_token;
  return typeof token === 'string' && token && !token.startsWith('sb_') ? token : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}
