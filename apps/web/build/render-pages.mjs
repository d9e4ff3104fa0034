// Writes the prerendered visitor pages (decision 0045): `node build/render-pages.mjs <ssr entry> <dist> <locales>`,
// run by the build (build/prerender.ts) in a process of its own, after the client build and the prerenderer's
// SSR build. For each page, dist/pages/<name>.html is the built index.html with, after the root element, one
// <template> per language holding the page rendered in that language, and a small script that moves the
// template of the language the pre-paint script chose into the root (the client then hydrates it), unless the
// visitor has a session or a saved theme (the page would not match what the app renders for them: the app
// renders instead, as on every other route). The page's own stylesheets are linked in the head, so the
// prerendered markup is styled on its first paint; the scripts are asked for once it has painted (bootAfterPaint).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The visitor pages that are the same for every visitor: route, file name and page module (for its styles). */
export const PAGES = [
  { route: '/', name: 'home', module: 'src/features/home/HomePage.tsx' },
  { route: '/login', name: 'login', module: 'src/features/auth/LoginPage.tsx' },
  { route: '/register', name: 'register', module: 'src/features/auth/RegisterPage.tsx' },
  { route: '/forgot-password', name: 'forgot-password', module: 'src/features/auth/ForgotPasswordPage.tsx' },
  { route: '/about', name: 'about', module: 'src/features/static/AboutPage.tsx' },
  { route: '/safety', name: 'safety', module: 'src/features/static/SafetyPage.tsx' },
  { route: '/support', name: 'support', module: 'src/features/static/SupportPage.tsx' },
  { route: '/terms', name: 'terms', module: 'src/features/static/TermsPage.tsx' },
  { route: '/privacy', name: 'privacy', module: 'src/features/static/PrivacyPage.tsx' },
];
const LANGUAGES = ['en', 'he'];
/** Where index.html marks the place for the templates. */
export const MARKER = '<!--kindred:prerendered-->';

/**
 * Runs before first paint, after the pre-paint script set `<html lang>`. Kept identical on every page: the server
 * allows it by its hash (apps/server/src/web/serve.ts reads every page's inline scripts). Until the page is the
 * app's (Layout's PageReady calls `__kindredOnReady` once the page has hydrated), a form submitted on the
 * prerendered markup is held — never sent by the browser itself, which would put the fields in the URL — and
 * submitted again once the app handles it; likewise the last click on a (non-submit) button is clicked again and
 * the last choice in a `<select>` (the language and theme pickers) is announced again.
 */
const CHOOSER = `(function(){var ready=false,pending=null;function hold(e){if(ready)return;var t=e.target;if(e.type==='submit'){e.preventDefault();pending=t;return}if(e.type==='change'){if(t.tagName==='SELECT')pending=t;return}var b=t.closest&&t.closest('button');if(b&&b.type!=='submit')pending=b}['submit','click','change'].forEach(function(n){document.addEventListener(n,hold,true)});window.__kindredOnReady=function(){ready=true;var p=pending;pending=null;if(!p||!p.isConnected)return;if(p.tagName==='FORM')p.requestSubmit();else if(p.tagName==='SELECT')p.dispatchEvent(new Event('change',{bubbles:true}));else p.click()};var d=document.documentElement,r=document.getElementById('root'),t=document.getElementById('kd-page-'+d.lang),k=null;try{k=localStorage.getItem('token')||sessionStorage.getItem('token')||localStorage.getItem('theme')}catch(e){}if(!t||!r||k)return;r.replaceChildren(t.content.cloneNode(true));r.setAttribute('data-ns',t.getAttribute('data-ns'));r.setAttribute('data-prerendered',d.lang)})()`;

/** Anything the pages log as an error while rendering (code that needs a browser at import…) fails the build. */
const problems = [];
console.error = (...args) => problems.push(args.map(String).join(' '));
process.on('unhandledRejection', (reason) => problems.push(String(reason?.stack ?? reason)));

/**
 * Takes the entry `<script type="module">` and its `modulepreload` links that Vite put in the head out of `html`:
 * the page asks for them itself (`bootAfterPaint`, `PREVIEW`). `go` is the function that does it, for an inline
 * script: modulepreload links for `urls`, then the entry script.
 */
function takeScripts(html, extra = []) {
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('index.html has no entry script');
  let out = html.replace(entry[0], '');
  for (const m of preloads) out = out.replace(m[0], '');
  const urls = JSON.stringify([...preloads.map((m) => m[1]), ...extra]);
  const go =
    `var done=false;function go(){if(done)return;done=true;${urls}.forEach(function(u){` +
    `var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;document.head.appendChild(l)});` +
    `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};` +
    `document.head.appendChild(s)}`;
  return { html: out, go };
}

/**
 * The app's scripts, asked for once the prerendered page has painted (its first contentful paint; after the next
 * frame where paint timing is missing; after 1 s at the latest, e.g. in a tab that does not paint): on a slow
 * connection the page's styles and HTML get the bandwidth first, then the script that hydrates it.
 */
function bootAfterPaint(page) {
  const { html, go } = takeScripts(page);
  const boot =
    `(function(){${go}try{new PerformanceObserver(function(list){list.getEntries().forEach(function(e){` +
    `if(e.name==='first-contentful-paint')setTimeout(go,0)})}).observe({type:'paint',buffered:true})}` +
    `catch(e){requestAnimationFrame(function(){setTimeout(go,0)})}setTimeout(go,1000)})()`;
  return html.replace('</body>', `<script>${boot}</script></body>`);
}

/**
 * The dashboard's first-photos preview (decision 0062). For a signed-in member on a phone-width screen with the
 * grid view, once the session check and the first browse page that index.html's pre-paint script asked for have
 * both answered, the dashboard as it looks while loading (template `kd-preview-<lang>[-limited]`: the shell, the
 * toolbar — with the likes-left row for a tier with a daily limit — and the skeleton cards) is shown over the page,
 * inert and hidden from assistive technology, with the first photos in its skeletons. The app's scripts (the entry,
 * the member shell and the dashboard) are asked for once the first two photos have loaded (or failed) and been
 * painted, when there is no preview, or after 1 s at the latest: on a slow connection the photos get the bandwidth
 * first. The app removes the preview (`__kindredPreviewDone`, lib/preview.ts) once its own dashboard shows the first
 * page (or any other page, the guard's refusal, the error page); it goes by itself after 15 s. Everyone else
 * (visitors, desktop widths, the list view, a refused session, an unverified member — whose page starts with the
 * reminder to verify —, an app already on screen) gets the scripts at once.
 */
function previewBoot(go, { browseUrl, limitedTiers }) {
  return (
    `(function(){${go}var d=document.documentElement,w=window,k=null,v=null;try{` +
    `k=localStorage.getItem('token')||sessionStorage.getItem('token');v=localStorage.getItem('kindred.dashboardView')}catch(e){}` +
    `var early=w.__kindredEarly,browse=early&&early[${JSON.stringify(browseUrl)}];` +
    `if(!k||!browse||(v&&v!=='"grid"')||(w.matchMedia&&matchMedia('(min-width: 1024px)').matches))return go();` +
    `setTimeout(go,1000);` +
    `Promise.all([early['/api/auth/me'],browse]).then(function(r){var me=r[0]&&(r[0].data||r[0].user),` +
    `cards=(r[1]&&r[1].data)||[],t=me&&document.getElementById('kd-preview-'+d.lang+` +
    `(${JSON.stringify(limitedTiers)}.indexOf(me.accountTier)<0?'':'-limited'));` +
    `if(!t||me.isVerified===false||!cards.length||!document.querySelector('#root>.kd-first-frame'))return go();` +
    `var p=document.createElement('div');p.id='kd-preview';p.setAttribute('aria-hidden','true');p.inert=true;` +
    `p.style.cssText='position:absolute;top:0;left:0;right:0;z-index:2147483000';p.appendChild(t.content.cloneNode(true));` +
    `var slots=p.querySelectorAll('[data-skeleton="true"]>:first-child'),waiting=0;` +
    `for(var i=0;i<cards.length&&i<slots.length;i++){var src=cards[i].photo||cards[i].avatar;if(!src)continue;` +
    `var img=document.createElement('img');img.alt='';` +
    `img.style.cssText='position:absolute;inset:0;width:100%;height:100%;object-fit:cover';` +
    `if(i<2){waiting++;img.setAttribute('fetchpriority','high');img.onload=img.onerror=function(){if(--waiting===0)requestAnimationFrame(function(){setTimeout(go,0)})}}` +
    `else img.loading='lazy';img.src=src;slots[i].style.position='relative';slots[i].appendChild(img)}` +
    `document.body.appendChild(p);w.__kindredPreviewShown=true;w.__kindredPreviewDone=function(){p.remove();go()};` +
    `setTimeout(w.__kindredPreviewDone,15000);if(!waiting)go()})})()`
  );
}

/**
 * Member pages with a preview: route, file name, the modules whose chunks and styles the page needs at once.
 * Their scripts are preloaded with the entry's (not discovered one after the other).
 */
export const MEMBER_PAGES = [
  {
    route: '/dashboard',
    name: 'dashboard',
    modules: ['src/app/routes/MemberShell.tsx', 'src/features/dashboard/DashboardPage.tsx'],
  },
];

async function main() {
  const [entry, dist, locales] = process.argv.slice(2);
  if (!entry || !dist || !locales) throw new Error('usage: render-pages.mjs <ssr entry> <dist> <locales>');
  // The app reads its catalogues with fetch('/locales/{lng}/{ns}.json'): here they come from the source folder.
  // Anything else the pages ask for while rendering (none today) would be a page that is not the same for every
  // visitor: refused, so the page renders its loading or error state, as a browser without the server would.
  globalThis.fetch = async (input) => {
    const match = /^\/locales\/(en|he)\/([a-z]+)\.json$/.exec(String(input));
    if (!match) return new Response('{}', { status: 503 });
    return new Response(readFileSync(path.join(locales, match[1], `${match[2]}.json`)), {
      headers: { 'content-type': 'application/json' },
    });
  };
  const { renderPage, renderMemberPreview, limitedTiers, previewTiers, firstBrowseUrl } = await import(
    pathToFileURL(entry).href
  );
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  if (!index.includes(MARKER)) throw new Error(`index.html has no ${MARKER}`);
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

  /**
   * The chunks of `modules` and of their static imports, each once, imports first; their stylesheets in that order,
   * once; and their scripts that index.html does not already load.
   */
  const chunksOf = (modules) => {
    const chunks = [];
    const seen = new Set();
    const walk = (key) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`the build has no chunk for ${key}: update PAGES or MEMBER_PAGES`);
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of chunk.imports ?? []) walk(imported);
      chunks.push(chunk);
    };
    modules.forEach(walk);
    return {
      styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
      scripts: chunks.map((chunk) => `/${chunk.file}`).filter((file) => !index.includes(`${file}"`)),
    };
  };
  /** `<link rel=stylesheet>` for the stylesheets index.html does not already link. */
  const styleLinks = (styles) =>
    styles
      .filter((css) => !index.includes(`href="/${css}"`))
      .map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`)
      .join('');

  mkdirSync(path.join(dist, 'pages'), { recursive: true });
  for (const page of PAGES) {
    let templates = '';
    for (const lng of LANGUAGES) {
      const { html, namespaces } = await renderPage(page.route, lng);
      // Complete markup only: a boundary still pending (`<!--$?-->`), React's out-of-order segments (`<template>`,
      // `<script>`) or the shell's error fallback would not hydrate into the page.
      if (!html.includes('<main') || /<!--\$[?!]-->|<template|<script/.test(html)) {
        throw new Error(`${page.route} (${lng}) did not render completely:\n${html.slice(0, 2000)}`);
      }
      templates += `<template id="kd-page-${lng}" data-ns="${namespaces.join(' ')}">${html}</template>`;
    }
    const links = styleLinks(chunksOf([page.module]).styles);
    const html = bootAfterPaint(
      index.replace('</head>', `${links}</head>`).replace(MARKER, `${templates}<script>${CHOOSER}</script>`),
    );
    writeFileSync(path.join(dist, 'pages', `${page.name}.html`), html);
  }
  for (const page of MEMBER_PAGES) {
    let templates = '';
    for (const lng of LANGUAGES) {
      for (const tier of previewTiers) {
        const html = await renderMemberPreview(page.route, lng, tier);
        if (!html.includes('data-skeleton="true"') || /<!--\$[?!]-->|<template|<script/.test(html)) {
          throw new Error(`the ${page.route} preview (${lng}) did not render completely:\n${html.slice(0, 2000)}`);
        }
        // A picture, not a second copy of the page: no ids (they would repeat the app's), no test ids.
        const picture = html.replace(
          / (?:id|data-testid|aria-labelledby|aria-describedby|aria-controls|for)="[^"]*"/g,
          '',
        );
        const suffix = limitedTiers.includes(tier) ? '-limited' : '';
        templates += `<template id="kd-preview-${lng}${suffix}">${picture}</template>`;
      }
    }
    const { styles, scripts } = chunksOf(page.modules);
    const { html, go } = takeScripts(index, scripts);
    writeFileSync(
      path.join(dist, 'pages', `${page.name}.html`),
      html
        .replace('</head>', `${styleLinks(styles)}</head>`)
        .replace(
          MARKER,
          `${templates}<script>${previewBoot(go, { browseUrl: firstBrowseUrl, limitedTiers })}</script>`,
        ),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
  if (problems.length) throw new Error(`errors while prerendering:\n${problems.join('\n')}`);
  console.log(
    `prerendered ${PAGES.length} pages and ${MEMBER_PAGES.length} preview × ${LANGUAGES.length} languages into ${path.join(dist, 'pages')}`,
  );
}

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`${error?.stack ?? error}\n`);
    process.exit(1);
  },
);
