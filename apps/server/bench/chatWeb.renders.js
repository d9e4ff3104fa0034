// `BENCH_RENDERS=1 pnpm bench:chat-web`: loaded in B's page before the app (apps/server/bench/chatWeb.ts). React's
// production build reports each commit to a devtools hook when one is present; this one records, per commit, when
// it happened and which components rendered in it (a component rendered when it mounted or performed work — the
// walk skips subtrees React did not touch, as React DevTools does). Nothing of the app changes.
/* global window, performance */
(() => {
  const commits = [];
  const nameOf = (fiber) => {
    const type = fiber.type;
    if (!type || typeof type === 'string') return null;
    const inner = type.type ?? type.render ?? type;
    return type.displayName || inner.displayName || inner.name || null;
  };
  // Function, class, forwardRef, memo, simple memo components.
  const COMPONENT = new Set([0, 1, 11, 14, 15]);
  const walk = (next, prev, out) => {
    if (COMPONENT.has(next.tag) && (!prev || (next.flags & 1) === 1)) {
      const name = nameOf(next);
      if (name) out[name] = (out[name] ?? 0) + 1;
    }
    if (prev && next.child === prev.child) return;
    for (let c = next.child; c; c = c.sibling) walk(c, c.alternate, out);
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer);
      return 1;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRootStart() {},
    onCommitFiberRoot(_id, root) {
      const at = performance.timeOrigin + performance.now();
      const out = {};
      try {
        walk(root.current, root.current.alternate, out);
      } catch {
        /* a shape this walk does not know: the commit is still counted */
      }
      commits.push([at, out]);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
  window.__benchCommits = commits;
})();
