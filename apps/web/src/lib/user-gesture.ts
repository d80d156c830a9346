/**
 * Whether the learner has clicked, tapped or pressed a key on the page yet. Browsers refuse to
 * play sound before such a gesture and complain; sounds wait for it instead.
 */
let gestured = false;

if (typeof window !== 'undefined') {
  const mark = () => {
    gestured = true;
  };
  for (const type of ['pointerdown', 'keydown'] as const) {
    window.addEventListener(type, mark, { capture: true, once: true, passive: true });
  }
}

export const hasUserGesture = (): boolean => gestured;
