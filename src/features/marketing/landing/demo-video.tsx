// The demo video block (spec §2, §4): custom controls over a native <video>, chapters, speeds, fullscreen,
// controls hiding 3 s after play, an end overlay. Starts muted; never autoplays.
import { Gauge, ListVideo, Maximize, Minimize, Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Button } from '@/components/ui/button';
import { demoVideo } from '@/content/landing';
import { cn } from '@/lib/cn';
import { useMarketingActions } from '../marketing-actions';
import { LOCAL_DEMO_VIDEO } from './demo-video-source';

export type PlayerState = 'idle' | 'playing' | 'paused' | 'ended';

export const CONTROLS_HIDE_MS = 3000;
export const SKIP_SECONDS = 10;
export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

const { controls: labels } = demoVideo;

export function formatTime(seconds: number): string {
  const safe = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}

function ControlButton({ label, onClick, children, pressed }: { label: string; onClick: () => void; children: ReactNode; pressed?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      className="inline-flex size-9 items-center justify-center rounded-md text-white hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
    >
      {children}
    </button>
  );
}

export interface DemoVideoProps {
  /** What Get Started does; the page's demo dialog unless given. */
  onGetStarted?: (source: string) => void;
  src?: string;
}

export function DemoVideo({ onGetStarted, src }: DemoVideoProps) {
  const { openDemo } = useMarketingActions();
  const getStarted = onGetStarted ?? openDemo;
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const hideTimer = useRef<number | undefined>(undefined);
  const [state, setState] = useState<PlayerState>('idle');
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [muted, setMuted] = useState(true);
  const [volume, setVolume] = useState(1);
  const [speed, setSpeed] = useState(1);
  const [fullscreen, setFullscreen] = useState(false);
  const [controlsShown, setControlsShown] = useState(true);
  // Controls hide only while playing; any other state shows them.
  const controlsVisible = state !== 'playing' || controlsShown;

  const video = () => videoRef.current;

  function scheduleHide() {
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setControlsShown(false), CONTROLS_HIDE_MS);
  }
  function showControls() {
    setControlsShown(true);
    if (state === 'playing') scheduleHide();
  }

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  function togglePlay() {
    const element = video();
    if (!element) return;
    if (element.paused || element.ended) void element.play().catch(() => setState('paused'));
    else element.pause();
  }
  function seekTo(seconds: number) {
    const element = video();
    if (!element) return;
    const end = Number.isFinite(element.duration) ? element.duration : seconds;
    element.currentTime = Math.min(Math.max(0, seconds), end);
    setTime(element.currentTime);
  }
  function toggleMute() {
    const element = video();
    if (!element) return;
    element.muted = !element.muted;
    setMuted(element.muted);
  }
  function changeVolume(value: number) {
    const element = video();
    if (!element) return;
    element.volume = value;
    element.muted = value === 0;
    setVolume(value);
    setMuted(element.muted);
  }
  function changeSpeed(value: number) {
    const element = video();
    if (element) element.playbackRate = value;
    setSpeed(value);
  }
  function toggleFullscreen() {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frameRef.current?.requestFullscreen?.();
  }
  function watchAgain() {
    seekTo(0);
    void video()?.play().catch(() => setState('paused'));
  }

  const currentChapter = [...demoVideo.chapters].reverse().find((chapter) => time >= chapter.time);

  return (
    <div
      ref={frameRef}
      className="group relative aspect-video w-full overflow-hidden rounded-2xl border bg-black shadow-xl"
      onPointerMove={showControls}
      onFocus={showControls}
      onKeyDown={showControls}
    >
      <video
        ref={videoRef}
        className="size-full"
        muted
        playsInline
        preload="metadata"
        onClick={togglePlay}
        onPlay={() => {
          setState('playing');
          setControlsShown(true);
          scheduleHide();
        }}
        onPause={(event) => !event.currentTarget.ended && setState('paused')}
        onEnded={() => setState('ended')}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
        onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        aria-label={`${demoVideo.overlayTitle} ${demoVideo.overlaySubtitle}`}
      >
        {src ? <source src={src} /> : null}
        <source src={LOCAL_DEMO_VIDEO.webm} type="video/webm" />
        <source src={LOCAL_DEMO_VIDEO.mp4} type="video/mp4" />
        <track kind="captions" src={LOCAL_DEMO_VIDEO.captions} srcLang="en" label="English" />
        <track kind="chapters" src={LOCAL_DEMO_VIDEO.chapters} srcLang="en" default />
      </video>

      {state === 'idle' ? (
        // The poster as a lazy image rather than the video's poster attribute, which browsers fetch at once:
        // the block is below the fold and must not compete with the first screen for bandwidth.
        <img
          src={LOCAL_DEMO_VIDEO.poster}
          srcSet={`${LOCAL_DEMO_VIDEO.posterSmall} 640w, ${LOCAL_DEMO_VIDEO.poster} 1280w`}
          sizes="(min-width: 56rem) 56rem, 100vw"
          alt=""
          width={1280}
          height={720}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}

      {state === 'idle' ? (
        <button
          type="button"
          onClick={togglePlay}
          aria-label={labels.play}
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-t from-black/70 via-black/30 to-black/10 text-white focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-white"
        >
          <span className="text-3xl font-extrabold tracking-tight">{demoVideo.overlayTitle}</span>
          <span className="text-sm uppercase tracking-[0.2em] text-white/85">{demoVideo.overlaySubtitle}</span>
          <span className="mt-2 flex size-16 items-center justify-center rounded-full bg-white text-slate-900 shadow-lg">
            <Play aria-hidden="true" className="ml-1 size-7" />
          </span>
        </button>
      ) : null}

      {state === 'ended' ? (
        <div role="dialog" aria-label={demoVideo.endOverlay.title} className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/80 p-6 text-center text-white">
          <h3 className="text-xl font-bold sm:text-2xl">{demoVideo.endOverlay.title}</h3>
          <p className="text-sm text-white/85">{demoVideo.endOverlay.subtitle}</p>
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <Button
              onClick={() => demoVideo.endOverlay.primary.kind === 'demo' && getStarted(demoVideo.endOverlay.primary.source)}
              className="bg-white text-slate-900 hover:bg-white/90"
            >
              {demoVideo.endOverlay.primary.label}
            </Button>
            <Button variant="outline" onClick={watchAgain} className="border-white/40 bg-transparent text-white hover:bg-white/10">
              <RotateCcw aria-hidden="true" />
              {demoVideo.endOverlay.watchAgain}
            </Button>
          </div>
        </div>
      ) : null}

      {state !== 'idle' && state !== 'ended' ? (
        <div
          className={cn(
            'absolute inset-x-0 bottom-0 flex flex-col gap-1 bg-gradient-to-t from-black/85 to-transparent px-3 pb-2 pt-8 transition-opacity duration-300',
            controlsVisible ? 'opacity-100' : 'pointer-events-none opacity-0 focus-within:pointer-events-auto focus-within:opacity-100',
          )}
        >
          <input
            type="range"
            aria-label={labels.seek}
            min={0}
            max={duration || 0}
            step={0.1}
            value={time}
            aria-valuetext={`${formatTime(time)} of ${formatTime(duration)}`}
            onChange={(event) => seekTo(Number(event.target.value))}
            className="h-1 w-full cursor-pointer accent-white"
          />
          <div className="flex items-center gap-1 text-white">
            <ControlButton label={state === 'playing' ? labels.pause : labels.play} onClick={togglePlay}>
              {state === 'playing' ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
            </ControlButton>
            <ControlButton label={labels.back} onClick={() => seekTo(time - SKIP_SECONDS)}>
              <RotateCcw aria-hidden="true" className="size-5" />
            </ControlButton>
            <ControlButton label={labels.forward} onClick={() => seekTo(time + SKIP_SECONDS)}>
              <RotateCw aria-hidden="true" className="size-5" />
            </ControlButton>
            <ControlButton label={muted ? labels.unmute : labels.mute} onClick={toggleMute}>
              {muted ? <VolumeX aria-hidden="true" className="size-5" /> : <Volume2 aria-hidden="true" className="size-5" />}
            </ControlButton>
            <input
              type="range"
              aria-label={labels.volume}
              min={0}
              max={1}
              step={0.05}
              value={muted ? 0 : volume}
              onChange={(event) => changeVolume(Number(event.target.value))}
              className="hidden w-20 cursor-pointer accent-white sm:block"
            />
            <span className="ml-1 text-xs tabular-nums text-white/90">
              {formatTime(time)} / {formatTime(duration)}
            </span>
            <span className="ml-auto" />
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <button type="button" aria-label={labels.chapters} className="inline-flex h-9 items-center gap-1 rounded-md px-2 text-xs text-white hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white">
                  <ListVideo aria-hidden="true" className="size-5" />
                  <span className="hidden sm:inline">{currentChapter?.title}</span>
                </button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {demoVideo.chapters.map((chapter) => (
                  <DropdownMenuItem key={chapter.time} onSelect={() => seekTo(chapter.time)}>
                    <span className="tabular-nums text-muted-foreground">{formatTime(chapter.time)}</span>
                    {chapter.title}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <button type="button" aria-label={labels.speed} className="inline-flex h-9 items-center gap-1 rounded-md px-2 text-xs text-white hover:bg-white/15 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white">
                  <Gauge aria-hidden="true" className="size-5" />
                  {speed === 1 ? labels.normalSpeed : `${speed}x`}
                </button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {SPEEDS.map((value) => (
                  <DropdownMenuItem key={value} onSelect={() => changeSpeed(value)} aria-current={value === speed || undefined}>
                    {value === 1 ? labels.normalSpeed : `${value}x`}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
            <ControlButton label={fullscreen ? labels.exitFullscreen : labels.enterFullscreen} onClick={toggleFullscreen}>
              {fullscreen ? <Minimize aria-hidden="true" className="size-5" /> : <Maximize aria-hidden="true" className="size-5" />}
            </ControlButton>
          </div>
        </div>
      ) : null}
    </div>
  );
}
