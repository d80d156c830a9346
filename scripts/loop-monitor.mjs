// Preloaded into the server by `bench:load --monitor FILE` (node --import): tells event-loop
// blocking from CPU starvation. A 5 ms timer measures how late it fires; when it is more than
// 20 ms late, the main thread's scheduler counters (/proc/self/task/PID/schedstat: time running,
// time runnable but waiting for a core) say whether the loop was busy (a long task, GC) or
// waiting for the CPU. Slow requests and GC pauses are logged alongside. Written as JSON at exit.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';
import { isMainThread } from 'node:worker_threads';

const out = process.env.LEXORA_LOOP_MONITOR;
if (isMainThread && out && /dist[/\\]main\.js$/.test(process.argv[1] ?? '')) {
  const pid = process.pid;
  const schedstat = (tid) => {
    try {
      const [run, wait] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ');
      return { run: Number(run) / 1e6, wait: Number(wait) / 1e6 };
    } catch {
      return { run: 0, wait: 0 };
    }
  };
  const threadName = (tid) => {
    try {
      return readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
    } catch {
      return '?';
    }
  };
  const allThreads = () =>
    Object.fromEntries(
      readdirSync(`/proc/${pid}/task`).map((tid) => [`${tid} ${threadName(tid)}`, schedstat(tid)]),
    );
  const children = () => {
    const result = {};
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry) || Number(entry) === pid) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // ppid is field 4, the process group field 5.
        if (Number(after[2]) !== pid && Number(after[1]) !== pid) continue;
        const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const [run, wait] = readFileSync(`/proc/${entry}/schedstat`, 'utf8').split(' ');
        result[`${entry} ${comm}`] = { run: Number(run) / 1e6, wait: Number(wait) / 1e6 };
      } catch {
        // gone
      }
    }
    return result;
  };

  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const events = [];
  const gcs = [];
  const slow = [];
  const origin = performance.timeOrigin;
  const gcKinds = { 1: 'scavenge', 2: 'mark-compact', 4: 'incremental', 8: 'weak-cb', 16: 'all' };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.duration >= 5)
        gcs.push({
          at: Math.round(e.startTime),
          ms: +e.duration.toFixed(1),
          kind: gcKinds[e.detail?.kind] ?? e.detail?.kind,
        });
  }).observe({ entryTypes: ['gc'] });

  let last = performance.now();
  let lastSched = schedstat(pid);
  setInterval(() => {
    const now = performance.now();
    const sched = schedstat(pid);
    const late = now - last - 5;
    if (late > 20)
      events.push({
        at: Math.round(last),
        late: Math.round(late),
        run: Math.round(sched.run - lastSched.run),
        wait: Math.round(sched.wait - lastSched.wait),
      });
    last = now;
    lastSched = sched;
  }, 5).unref();

  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (name, req, res) {
    if (name === 'request') {
      const started = performance.now();
      res.once('finish', () => {
        const ms = performance.now() - started;
        if (ms > 50)
          slow.push({ at: Math.round(started), ms: Math.round(ms), url: req.url.slice(0, 60) });
      });
    }
    return emit.apply(this, arguments);
  };

  const startedAt = performance.now();
  // Each thread's and child's scheduler counters once a second, to take any window's difference.
  const series = [];
  setInterval(() => {
    const heap = getHeapStatistics();
    series.push({
      at: Math.round(performance.now()),
      heapMb: Math.round(heap.used_heap_size / 2 ** 20),
      threads: allThreads(),
      children: children(),
    });
  }, 1000).unref();
  process.on('exit', () => {
    histogram.disable();
    const pct = (p) => +(histogram.percentile(p) / 1e6).toFixed(1);
    writeFileSync(
      out,
      JSON.stringify(
        {
          origin,
          seconds: (performance.now() - startedAt) / 1000,
          loopDelay: { p50: pct(50), p99: pct(99), max: pct(100), mean: histogram.mean / 1e6 },
          series,
          events,
          gcs,
          slow,
        },
        null,
        1,
      ),
    );
  });
}
