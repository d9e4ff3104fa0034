// Runs in both pages of `bench:chat-web` before the app (apps/server/bench/chatWeb.ts): records each Enter, each
// WebSocket frame sent or received that carries a benchmark message, and the first animation frame after a
// benchmark bubble is in the DOM. One clock for both pages: performance.timeOrigin + performance.now().
/* global window, document, performance, requestAnimationFrame, MutationObserver, MessageChannel, Element */
(() => {
  const now = () => performance.timeOrigin + performance.now();
  const painted = new Map();
  // When each benchmark bubble was found in the DOM (the observer's callback: right after React's commit).
  const inDom = new Map();
  // When the frame after it was done: a task posted from that animation frame runs after the frame's style,
  // layout and paint (work moved from React's commit into the frame shows here, not in `painted`).
  const rendered = new Map();
  const marked = new Set();
  const bench = { enter: [], sent: [], received: [], painted, inDom, rendered, frames: {} };
  const channel = new MessageChannel();
  const afterFrame = [];
  const done = () => {
    const at = now();
    for (const key of afterFrame.splice(0)) rendered.set(key, at);
  };
  channel.port1.onmessage = done;
  // Every socket.io event each way, by name (what a message costs beyond itself: typing, receipts, presence).
  const count = (way, data) => {
    const name =
      typeof data === 'string' ? (/^\d+(?:\/[^,]*,)?\d*\["([^"]+)"/.exec(data)?.[1] ?? data.slice(0, 2)) : 'binary';
    const key = `${way} ${name}`;
    bench.frames[key] = (bench.frames[key] ?? 0) + 1;
  };
  window.__bench = bench;
  // A's marks in a BENCH_TRACE file: each message's Enter and its socket send (chatWebTrace.ts, A's side).
  const sentMarked = new Set();
  document.addEventListener(
    'keydown',
    (e) => {
      if (e.key !== 'Enter' || e.shiftKey) return;
      bench.enter.push(now());
      const key = /bench#\d+#/.exec(e.target?.value ?? '')?.[0];
      if (key) performance.mark(`bench:enter:${key}`);
    },
    true,
  );
  const NativeSocket = window.WebSocket;
  const send = NativeSocket.prototype.send;
  NativeSocket.prototype.send = function (data) {
    count('sent', data);
    if (typeof data === 'string' && data.includes('bench#')) {
      bench.sent.push([now(), data]);
      const key = /bench#\d+#/.exec(data)?.[0];
      if (key && !sentMarked.has(key)) {
        sentMarked.add(key);
        performance.mark(`bench:sent:${key}`);
      }
    }
    return send.call(this, data);
  };
  window.WebSocket = class extends NativeSocket {
    constructor(url, protocols) {
      super(url, protocols);
      this.addEventListener('message', (e) => {
        count('received', e.data);
        if (typeof e.data === 'string' && e.data.includes('bench#')) {
          bench.received.push([now(), e.data]);
          // In a BENCH_TRACE file these marks bound each message's receipt → paint (chatWebTrace.ts).
          const key = /bench#\d+#/.exec(e.data)?.[0];
          if (key && !marked.has(key)) {
            marked.add(key);
            performance.mark(`bench:received:${key}`);
          }
        }
      });
    }
  };
  // Only what was added is looked at (the page's own work is what is measured, not the observer's).
  new MutationObserver((mutations) => {
    const fresh = [];
    const at = now();
    const look = (el) => {
      const found = /bench#\d+#/.exec(el.textContent ?? '');
      if (found && !painted.has(found[0])) {
        painted.set(found[0], -1);
        inDom.set(found[0], at);
        fresh.push(found[0]);
      }
    };
    for (const mutation of mutations)
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches('[data-testid="message"]')) look(node);
        else node.querySelectorAll('[data-testid="message"]').forEach(look);
      }
    if (fresh.length)
      requestAnimationFrame(() => {
        fresh.forEach((key) => {
          painted.set(key, now());
          performance.mark(`bench:painted:${key}`);
        });
        afterFrame.push(...fresh);
        // Ahead of the page's own tasks where the browser can (a user-blocking task runs before ordinary ones).
        if (window.scheduler?.postTask) void window.scheduler.postTask(done, { priority: 'user-blocking' });
        else channel.port2.postMessage(0);
      });
  }).observe(document, { childList: true, subtree: true });
})();
