// Builds the product demo video and its companions in public/media/:
//   lxera-demo.mp4 (H.264 main, yuv420p, faststart, no audio), lxera-demo.webm (VP9),
//   lxera-demo-poster.jpg, lxera-demo-chapters.vtt, lxera-demo-captions.en.vtt.
// Frames come from templates/demo.html rendered by headless Chromium at FPS;
// ffmpeg encodes them. Mostly-still frames cost almost nothing at a high CRF.
//
// Usage: node scripts/assets/build-demo-video.mjs            (everything)
//        node scripts/assets/build-demo-video.mjs --stills=5,45,75   (PNG stills to /tmp for a look)
import { linkSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchBrowser } from './lib/chromium.mjs';
import { hasCommand, run } from './lib/run.mjs';
import { CHAPTERS, DURATION_SECONDS, FPS, captionsVtt, chaptersVtt } from './demo-timeline.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', '..', 'public', 'media');
const out = (name) => join(outDir, name);
const POSTER_SECONDS = 131; // analytics dashboard, fully drawn
const stillsArg = process.argv.find((a) => a.startsWith('--stills='));

async function openDemoPage(browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 1 });
  await page.goto(pathToFileURL(join(here, 'templates', 'demo.html')).href);
  await page.evaluate(() => document.fonts.ready);
  return page;
}

async function renderStills(times) {
  const browser = await launchBrowser();
  try {
    const page = await openDemoPage(browser);
    for (const t of times) {
      await page.evaluate((s) => window.renderFrame(s), t);
      const path = join(tmpdir(), `lxera-demo-still-${t}s.png`);
      await page.screenshot({ path });
      console.log(path);
    }
  } finally {
    await browser.close();
  }
}

async function renderFrames(frameDir) {
  const browser = await launchBrowser();
  try {
    const page = await openDemoPage(browser);
    const total = FPS * DURATION_SECONDS;
    let previous = { markup: '', path: '' };
    let shots = 0;
    for (let i = 0; i < total; i++) {
      // The frame's markup (inline styles included) is its whole state: when it has not
      // changed, reuse the last screenshot. Most of the video is held still, so this saves most shots.
      const markup = await page.evaluate((s) => { window.renderFrame(s); return document.getElementById('frame').innerHTML; }, i / FPS);
      const path = join(frameDir, `frame-${String(i).padStart(5, '0')}.png`);
      if (markup === previous.markup) {
        linkSync(previous.path, path);
      } else {
        await page.screenshot({ path });
        previous = { markup, path };
        shots++;
      }
      if (i % (FPS * 10) === 0) console.log(`frame ${i}/${total} (${shots} screenshots)`);
    }
    await page.evaluate((s) => window.renderFrame(s, { clean: true }), POSTER_SECONDS);
    await page.screenshot({ path: join(frameDir, 'poster.png') });
  } finally {
    await browser.close();
  }
}

function encode(frameDir) {
  const input = ['-y', '-hide_banner', '-loglevel', 'error', '-framerate', String(FPS), '-i', join(frameDir, 'frame-%05d.png')];
  // A key frame at every chapter start so chapter seeks land exactly.
  const keyframes = CHAPTERS.map((c) => c.start).join(',');
  run('ffmpeg', [
    ...input, '-an', '-c:v', 'libx264', '-profile:v', 'main', '-level', '3.1', '-pix_fmt', 'yuv420p',
    '-preset', 'veryslow', '-tune', 'animation', '-crf', '30', '-g', String(FPS * 10),
    '-force_key_frames', keyframes, '-movflags', '+faststart', out('lxera-demo.mp4'),
  ]);
  const vp9 = ['-an', '-c:v', 'libvpx-vp9', '-pix_fmt', 'yuv420p', '-b:v', '0', '-crf', '44', '-row-mt', '1',
    '-deadline', 'good', '-cpu-used', '2', '-g', String(FPS * 10), '-force_key_frames', keyframes];
  const passlog = join(frameDir, 'vp9pass');
  run('ffmpeg', [...input, ...vp9, '-pass', '1', '-passlogfile', passlog, '-f', 'null', '/dev/null']);
  run('ffmpeg', [...input, ...vp9, '-pass', '2', '-passlogfile', passlog, out('lxera-demo.webm')]);
  // Poster: 1280x720 JPEG well under 150 KB.
  run('ffmpeg', ['-y', '-hide_banner', '-loglevel', 'error', '-i', join(frameDir, 'poster.png'), '-q:v', '4', out('lxera-demo-poster.jpg')]);
  if (hasCommand('jpegoptim')) run('jpegoptim', ['--strip-all', '--all-progressive', '--max=85', out('lxera-demo-poster.jpg')]);
}

function probe(file) {
  const result = run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_name,profile,width,height,pix_fmt,r_frame_rate', '-of', 'json', file]);
  return JSON.parse(result.stdout);
}

if (stillsArg) {
  await renderStills(stillsArg.slice('--stills='.length).split(',').map(Number));
} else {
  mkdirSync(outDir, { recursive: true });
  const frameDir = mkdtempSync(join(tmpdir(), 'lxera-demo-frames-'));
  try {
    await renderFrames(frameDir);
    encode(frameDir);
  } finally {
    rmSync(frameDir, { recursive: true, force: true });
  }
  writeFileSync(out('lxera-demo-chapters.vtt'), chaptersVtt());
  writeFileSync(out('lxera-demo-captions.en.vtt'), captionsVtt());
  for (const name of ['lxera-demo.mp4', 'lxera-demo.webm', 'lxera-demo-poster.jpg', 'lxera-demo-chapters.vtt', 'lxera-demo-captions.en.vtt']) {
    console.log(`${name}: ${statSync(out(name)).size} bytes`);
  }
  for (const name of ['lxera-demo.mp4', 'lxera-demo.webm']) console.log(name, JSON.stringify(probe(out(name))));
}
