// Reading time derived from the text itself, so it can never drift from the article body.
import type { RichBlock } from './types';

/** Average adult silent reading speed for non-fiction. */
const WORDS_PER_MINUTE = 200;

export function countWords(blocks: readonly RichBlock[]): number {
  const text = blocks.map((block) => (block.kind === 'list' ? block.items.join(' ') : block.text)).join(' ');
  return text.split(/\s+/).filter((word) => word !== '').length;
}

/** Whole minutes, at least 1. */
export function readingMinutes(blocks: readonly RichBlock[]): number {
  return Math.max(1, Math.ceil(countWords(blocks) / WORDS_PER_MINUTE));
}
