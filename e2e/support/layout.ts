import type { Page } from 'playwright-core';

/**
 * Every visible control smaller than MIN_TARGET in either direction, and anything wider than
 * the screen. Links inside running text are exempt (WCAG's inline exception); a checkbox or radio
 * counts by its label, which is what a finger hits.
 */
export function layoutProblems(page: Page, minTarget: number): Promise<string[]> {
  return page.evaluate((min) => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      problems.push(`page is ${document.documentElement.scrollWidth}px wide`);
    }
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, [role="button"], [role="tab"], [role="menuitem"], select, input:not([type="hidden"]), textarea, summary',
    );
    for (const control of Array.from(controls)) {
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || control.closest('[aria-hidden="true"], [inert]'))
        continue;
      // Visually hidden until focused (the skip link): not a target until it shows.
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') continue;
      let box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const input = control as HTMLInputElement;
      if (control.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio')) {
        const label = control.closest('label') ?? (input.labels?.[0] as HTMLElement | undefined);
        if (label) box = label.getBoundingClientRect();
      }
      if (control.tagName === 'A' && style.display === 'inline' && control.closest('p')) continue;
      const name =
        control.getAttribute('aria-label') ||
        control.textContent?.trim().replace(/\s+/g, ' ').slice(0, 40) ||
        control.getAttribute('name') ||
        control.tagName.toLowerCase();
      if (box.width < min - 0.5 || box.height < min - 0.5) {
        problems.push(`"${name}" is ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
      if (box.right > width + 1) problems.push(`"${name}" reaches past the screen edge`);
    }
    return problems;
  }, minTarget);
}
