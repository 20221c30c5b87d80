// Slide templates for the explainer videos: plain HTML/CSS rendered by Chromium to 1280 × 720 PNGs.
// Calm palette of the app (deep teal, warm sand), big type, one idea per slide.

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const base = (
  body: string,
  background = 'linear-gradient(135deg, #0b5e57 0%, #083f3a 100%)',
  brand = true,
) => `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  html, body { width: 1280px; height: 720px; overflow: hidden; }
  body { background: ${background}; color: #fdfaf5; font-family: 'Nimbus Sans', 'Liberation Sans', sans-serif;
    display: flex; flex-direction: column; justify-content: center; padding: 80px 110px; position: relative; }
  .brand { position: absolute; left: 110px; bottom: 56px; font-weight: 700; font-size: 24px; letter-spacing: .02em; color: #f4c77b; }
  .brand::before { content: ''; display: inline-block; width: 18px; height: 18px; border-radius: 50%; margin-right: 12px;
    background: radial-gradient(circle at 35% 35%, #fff3d6, #f4c77b); vertical-align: -2px; }
  h1 { font-family: 'P052', 'DejaVu Serif', serif; font-weight: 700; font-size: 68px; line-height: 1.12; }
  h2 { font-family: 'P052', 'DejaVu Serif', serif; font-weight: 700; font-size: 58px; line-height: 1.15; }
  p.sub { margin-top: 28px; font-size: 32px; line-height: 1.35; color: #d9ebe8; max-width: 960px; }
  em { font-style: normal; color: #f4c77b; }
  .eyebrow { font-size: 24px; letter-spacing: .14em; text-transform: uppercase; color: #f4c77b; margin-bottom: 24px; font-weight: 700; }
  .glow { position: absolute; border-radius: 50%; filter: blur(60px); opacity: .35; }
</style></head><body>
<div class="glow" style="width:520px;height:520px;right:-140px;top:-160px;background:#1f8a7f"></div>
<div class="glow" style="width:420px;height:420px;right:120px;bottom:-220px;background:#f4c77b;opacity:.18"></div>
${body}
${brand ? '<div class="brand">Detox Digital 21 Dias</div>' : ''}
</body></html>`;

/**
 * The title card, also the video's poster: title at the top, line at the bottom, the middle left free for
 * the page's play button.
 */
export const titleSlide = (eyebrow: string, title: string, sub: string) =>
  base(
    `<div style="position:absolute;left:110px;top:56px"><div class="eyebrow" style="margin-bottom:14px">${escape(eyebrow)}</div>
       <h1 style="font-size:64px">${title}</h1></div>
     <p class="sub" style="position:absolute;left:110px;bottom:52px;margin:0">${escape(sub)}</p>`,
    undefined,
    false,
  );

/** One sentence, with an optional highlighted part written as <em>…</em> in `html`. */
export const statementSlide = (html: string, sub = '') =>
  base(`<h2>${html}</h2>${sub ? `<p class="sub">${escape(sub)}</p>` : ''}`);

/** A night scene: a phone glowing in the dark at 01:12, for the problem. */
export const nightSlide = (html: string) =>
  base(
    `<div style="display:flex;align-items:center;gap:90px">
      <div style="flex:none;width:230px;height:440px;border-radius:38px;background:#0d1614;border:10px solid #24302e;
        box-shadow:0 0 120px 30px rgba(120,190,255,.25);display:flex;flex-direction:column;align-items:center;justify-content:center;gap:18px">
        <div style="font-size:64px;font-weight:300;color:#dbe9ff">01:12</div>
        <div style="width:150px;height:14px;border-radius:7px;background:#3b4f66"></div>
        <div style="width:120px;height:14px;border-radius:7px;background:#2d3d50"></div>
        <div style="width:160px;height:14px;border-radius:7px;background:#2d3d50"></div>
      </div>
      <h2 style="font-size:54px">${html}</h2>
    </div>`,
    'radial-gradient(circle at 20% 40%, #17324a 0%, #0a1622 70%)',
  );

/** Up to four items with round markers (the day's routine). */
export const listSlide = (title: string, items: readonly string[]) =>
  base(
    `<h2 style="font-size:50px;margin-bottom:36px">${escape(title)}</h2>
     <ul style="list-style:none;padding:0;display:grid;grid-template-columns:1fr 1fr;gap:26px 48px">
     ${items
       .map(
         (
           item,
           index,
         ) => `<li style="display:flex;align-items:center;gap:22px;font-size:32px;line-height:1.25">
          <span style="flex:none;width:60px;height:60px;border-radius:50%;background:#f4c77b;color:#0b3f3a;font-weight:800;
            display:grid;place-items:center;font-size:28px">${index + 1}</span>${escape(item)}</li>`,
       )
       .join('')}
     </ul>`,
  );

/** Big figures with labels. */
export const statsSlide = (title: string, stats: readonly { value: string; label: string }[]) =>
  base(
    `<h2 style="font-size:46px;margin-bottom:44px">${escape(title)}</h2>
     <div style="display:grid;grid-template-columns:repeat(${stats.length},1fr);gap:32px">
     ${stats
       .map(
         (
           stat,
         ) => `<div style="background:rgba(255,255,255,.08);border:1px solid rgba(255,255,255,.18);border-radius:24px;padding:34px 30px">
          <div style="font-size:64px;font-weight:800;color:#f4c77b;line-height:1;white-space:nowrap">${escape(stat.value)}</div>
          <div style="margin-top:16px;font-size:27px;line-height:1.3;color:#e3efed">${escape(stat.label)}</div></div>`,
       )
       .join('')}
     </div>`,
  );

/** Three milestones on a line (days 7, 14, 21). */
export const milestonesSlide = (title: string, milestones: readonly string[]) =>
  base(
    `<h2 style="font-size:50px;margin-bottom:70px">${escape(title)}</h2>
     <div style="position:relative;display:flex;justify-content:space-between;padding:0 40px">
       <div style="position:absolute;left:80px;right:80px;top:48px;height:6px;background:rgba(244,199,123,.45)"></div>
       ${milestones
         .map(
           (
             label,
           ) => `<div style="position:relative;display:flex;flex-direction:column;align-items:center;gap:18px;width:200px">
             <div style="width:100px;height:100px;border-radius:50%;background:#f4c77b;color:#0b3f3a;display:grid;place-items:center;
               font-size:40px;font-weight:800">${escape(label)}</div></div>`,
         )
         .join('')}
     </div>`,
  );

/** A real screenshot of the app in a phone frame, beside a line of text. */
export const phoneSlide = (html: string, screenshotDataUrl: string) =>
  base(
    `<div style="display:flex;align-items:center;gap:80px">
      <div style="flex:none;width:260px;height:500px;margin-top:-40px;border-radius:36px;border:11px solid #14201e;overflow:hidden;
        box-shadow:0 30px 80px rgba(0,0,0,.45);background:#faf7f2">
        <img src="${screenshotDataUrl}" style="width:100%;display:block" alt=""></div>
      <h2 style="font-size:52px">${html}</h2>
    </div>`,
  );

/** The closing card: guarantee seal and the call to action. */
export const closingSlide = (html: string, seal: string, sub: string) =>
  base(
    `<div style="display:flex;align-items:center;gap:70px">
      <div style="flex:none;width:250px;height:250px;border-radius:50%;border:8px dashed #f4c77b;display:grid;place-items:center;
        text-align:center;color:#f4c77b;font-weight:800;font-size:34px;line-height:1.15;padding:30px">${escape(seal)}</div>
      <div><h2>${html}</h2><p class="sub">${escape(sub)}</p></div>
    </div>`,
  );
