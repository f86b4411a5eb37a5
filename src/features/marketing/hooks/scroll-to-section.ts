/** Spec §9: section jumps stop 80 px above the target, clear of the sticky header. */
export const SECTION_JUMP_OFFSET_PX = 80;

export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const top = target.getBoundingClientRect().top + window.scrollY - SECTION_JUMP_OFFSET_PX;
  window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' });
  // Move focus for keyboard and screen-reader users without a second jump.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
