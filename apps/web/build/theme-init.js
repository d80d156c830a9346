// Applies the saved colour theme before the first paint, so dark mode never flashes light.
(function () {
  try {
    var saved = localStorage.getItem('lexora.theme');
    var dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
  } catch {
    /* storage unavailable: keep the light theme */
  }
})();
