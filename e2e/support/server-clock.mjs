// Preloaded into the app server by browser tests that fake the page's clock (node --import):
// the server's Date.now runs ahead by what the test moved it on over IPC, as page.clock does for
// the page, so a game played in fake time is as long on the server's clock (ADR 0048).
const realNow = Date.now;
let offset = 0;
Date.now = () => realNow() + offset;
process.on('message', (message) => {
  if (message?.type !== 'advance-clock') return;
  offset += message.ms;
  process.send?.({ type: 'clock-advanced', offset });
});
// The channel must not keep the server alive once it is asked to stop.
process.channel?.unref();
