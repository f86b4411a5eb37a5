// Chapters and captions of the demo video. Times match the animation in
// templates/demo.html (five 30 s chapters, 140 s in all).
export const FPS = 15;
export const DURATION_SECONDS = 140;

export const CHAPTERS = [
  { start: 0, title: 'Introduction' },
  { start: 30, title: 'Skills Gap Analysis' },
  { start: 60, title: 'AI Course Generation' },
  { start: 90, title: 'Learning Experience' },
  { start: 120, title: 'Analytics Dashboard' },
];

/** [start, end, text] in seconds. The video is silent, so captions describe what is on screen. */
export const CAPTIONS = [
  [0.5, 4.4, 'LXERA: the first learning & innovation experience platform.'],
  [5, 11.5, 'Every employee starts from a personal home: streak, skills in progress and XP at a glance.'],
  [12, 19.5, "Learning journeys are personalised for each role, built from the person's skills profile."],
  [20.5, 28.8, 'Streaks, XP and levels keep learning a daily habit, and recommendations target real gaps.'],
  [30, 34.4, 'Chapter 2: Skills Gap Analysis.'],
  [35, 42, "LXERA compares the Sales team's current skills with the target profile for their role."],
  [42.5, 50, 'AI maps every skill and shows where the team stands today.'],
  [50.5, 54.5, 'Gaps are ranked by business impact, so you fix what matters first.'],
  [55, 58.8, 'One click turns the biggest gap into a course.'],
  [60, 64.4, 'Chapter 3: AI Course Generation.'],
  [65, 70, 'Describe what the team needs to learn, then pick the audience, level and format.'],
  [70.5, 79.5, 'The AI analyses the gap, designs objectives and writes lessons, quizzes and role-plays.'],
  [80, 88.8, 'Minutes later there is a complete course outline, ready to review and publish.'],
  [90, 94.4, 'Chapter 4: Learning Experience.'],
  [95, 99.5, 'Learners move through bite-sized lessons at their own pace.'],
  [100, 105.5, 'Interactive examples use real scenarios from your industry.'],
  [106.5, 111.5, 'Knowledge checks reinforce each lesson, and correct answers earn XP.'],
  [112, 118.8, 'An AI tutor answers questions in context, any time.'],
  [120, 124.4, 'Chapter 5: Analytics Dashboard.'],
  [125, 129, 'Leaders see active learners, completion and skills growth in real time.'],
  [129.5, 134.3, 'Track proficiency over time and compare completion across departments.'],
  [134.8, 140, 'Ready to transform your learning? See LXERA in action with a personalised demo.'],
];

/** 00:01:05.500 */
export function vttTime(seconds) {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

export function chaptersVtt() {
  const cues = CHAPTERS.map((c, i) => {
    const end = i + 1 < CHAPTERS.length ? CHAPTERS[i + 1].start : DURATION_SECONDS;
    return `chapter-${i + 1}\n${vttTime(c.start)} --> ${vttTime(end)}\n${c.title}`;
  });
  return `WEBVTT - LXERA platform demo chapters\n\n${cues.join('\n\n')}\n`;
}

/** Cue text is markup in WebVTT: escape & and <. */
const escapeCue = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

export function captionsVtt() {
  const cues = CAPTIONS.map(([a, b, text], i) => `${i + 1}\n${vttTime(a)} --> ${vttTime(b)}\n${escapeCue(text)}`);
  return `WEBVTT - LXERA platform demo captions (English)\n\n${cues.join('\n\n')}\n`;
}
