/**
 * The widget's styles, inside its shadow root so the host page's CSS neither breaks the widget
 * nor is touched by it. Colours meet WCAG AA in both schemes; --aw-primary/--aw-on-primary are
 * set from data-primary-color with the readable text colour. On phones the open panel takes the
 * whole screen (hiding the launcher it would cover); the follow-up chips take at most a fifth of
 * the panel and the handoff form scrolls, so neither pushes the controls below out of reach.
 */
export const widgetCss = `
:host{all:initial}
.r{--bg:#fff;--fg:#1f2937;--muted:#4b5563;--line:#d1d5db;--soft:#f3f4f6;--link:#1d4ed8;--err:#b91c1c;--ok:#166534;
position:fixed;z-index:2147483000;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg)}
.r.dark{--bg:#1f2937;--fg:#f9fafb;--muted:#d1d5db;--line:#4b5563;--soft:#374151;--link:#93c5fd;--err:#fca5a5;--ok:#86efac}
.r.inline{position:absolute}
.r.bottom{bottom:16px}.r.top{top:16px}.r.right{right:16px}.r.left{left:16px}
.r.inline.bottom{bottom:12px}.r.inline.top{top:44px}.r.inline.right{right:12px}.r.inline.left{left:12px}
*{box-sizing:border-box}
[hidden]{display:none!important}
button,input,textarea{font:inherit;color:inherit}
:focus-visible{outline:3px solid var(--fg);outline-offset:2px}
.launcher{position:relative;display:flex;align-items:center;justify-content:center;width:56px;height:56px;border:0;border-radius:50%;
background:var(--aw-primary);color:var(--aw-on-primary);box-shadow:0 4px 14px rgb(0 0 0/30%);cursor:pointer;transition:transform .2s}
.launcher svg{width:28px;height:28px}
.launcher:focus-visible{outline-color:var(--fg);outline-offset:3px}
.animated .launcher::after{content:"";position:absolute;inset:0;border-radius:50%;border:2px solid var(--aw-primary);opacity:0;animation:pulse 2.2s ease-out infinite}
@keyframes pulse{0%{transform:scale(1);opacity:.7}100%{transform:scale(1.5);opacity:0}}
@media (prefers-reduced-motion:reduce){.animated .launcher::after{animation:none}.launcher{transition:none}}
.panel{position:absolute;display:flex;flex-direction:column;width:min(380px,calc(100vw - 32px));height:min(560px,calc(100vh - 110px));
background:var(--bg);color:var(--fg);border:1px solid var(--line);border-radius:14px;box-shadow:0 12px 40px rgb(0 0 0/30%);overflow:hidden}
.inline .panel{width:min(340px,calc(100cqw - 24px));height:400px}
.bottom .panel{bottom:68px}.top .panel{top:68px}.right .panel{right:0}.left .panel{left:0}
.head{display:flex;align-items:center;gap:8px;padding:10px 12px;background:var(--aw-primary);color:var(--aw-on-primary)}
.head h2{flex:1;margin:0;font-size:16px;font-weight:600}
.head button{border:0;background:transparent;color:inherit;width:36px;height:36px;border-radius:8px;cursor:pointer;font-size:22px;line-height:1}
.head :focus-visible{outline-color:var(--aw-on-primary);outline-offset:-3px}
.log{flex:1;overflow-y:auto;padding:12px;display:flex;flex-direction:column;gap:10px}
.msg{max-width:92%;padding:8px 12px;border-radius:12px;white-space:pre-wrap;overflow-wrap:anywhere}
.msg p{margin:0}
.msg p+p{margin-top:8px}
.user{align-self:flex-end;background:var(--aw-primary);color:var(--aw-on-primary)}
.bot{align-self:flex-start;background:var(--soft)}
.sr{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
a{color:var(--link)}
.src{margin:6px 0 0;padding-left:20px;font-size:14px;white-space:normal}
.src-title{margin:8px 0 0;font-size:13px;font-weight:600;color:var(--muted)}
.rate{display:flex;gap:6px;margin-top:6px}
.rate button,.chip,.sales,.secondary{border:1px solid var(--line);background:var(--bg);border-radius:999px;padding:4px 10px;cursor:pointer;min-height:32px}
.rate button{display:flex;align-items:center;padding:4px 12px}.rate svg{width:18px;height:18px}
.rate button[aria-pressed=true]{background:var(--fg);color:var(--bg);border-color:var(--fg)}
.chips{display:flex;flex-wrap:wrap;gap:6px;padding:0 12px 8px;max-height:20%;overflow-y:auto}
.note{margin:0 12px 8px;font-size:14px;color:var(--muted)}
.error{margin:0 12px 8px;color:var(--err);font-size:14px}
.ok{margin:0 12px 8px;color:var(--ok);font-size:14px}
form{display:flex;gap:8px;padding:10px 12px;border-top:1px solid var(--line)}
textarea,input{flex:1;min-width:0;border:1px solid var(--muted);border-radius:8px;padding:8px;background:var(--bg);resize:none}
.primary{border:0;border-radius:8px;padding:8px 14px;background:var(--aw-primary);color:var(--aw-on-primary);cursor:pointer;font-weight:600}
.primary[disabled]{opacity:.7;cursor:progress}
.foot{display:flex;justify-content:flex-end;padding:0 12px 10px}
.done{display:flex;align-items:center;gap:6px;margin:0;color:var(--ok);font-size:14px}.done svg{width:18px;height:18px}
.handoff{flex-direction:column;min-height:0;overflow-y:auto}
.handoff label{font-size:14px;font-weight:600}
.handoff .field-error{margin:0;color:var(--err);font-size:13px}
.handoff .row{display:flex;gap:8px;justify-content:flex-end}
.handoff p{margin:0}
@media (max-width:600px){
.r.open:not(.inline){translate:none!important}
.r:not(.inline) .panel{position:fixed;inset:0;width:auto;height:auto;border:0;border-radius:0}
.r.open:not(.inline) .launcher{display:none}
}
`;
