/**
 * Optional progressive enhancement of lead forms; the page works without it. Constant (no
 * interpolation), so the public page's CSP allows exactly its hash. It:
 * - reads where the visit came from: the page address's utm_source, else the referrer's host unless
 *   it is this page's own host, else nothing (then `direct`); raw, for the one cleaning rule
 *   (cleanSource) that public-page and submit-lead apply;
 * - sends one `view` beacon per page load with that source (`view\n<source>`) to the URL in
 *   `data-events`: the page itself is a static file that records nothing (docs/public-pages.md);
 * - fills the form's hidden `source` with the same source;
 * - sends one `form_start` beacon per page load, on the first focus inside the form, to the URL in
 *   `data-events` (the public-page function; no cookie, no identifier);
 * - submits without a reload, urlencoded like the no-JavaScript POST, asking submit-lead for JSON:
 *   `{status: 'created' | 'pending_confirmation'}` replaces the form with `data-success` or
 *   `data-confirm`; `{error: {code, fields?: {name: message}, message?}}` marks each named field
 *   (aria-invalid, its message below it) and says `data-invalid`, else the error's message or
 *   `data-failed`.
 */
export const LEAD_FORM_SCRIPT = `(function(){var src='',ev=document.querySelector('form[data-lead-form][data-events]');try{var r=document.referrer&&new URL(document.referrer).hostname;src=new URLSearchParams(location.search).get('utm_source')||r!=location.hostname&&r||''}catch(e){}if(ev&&navigator.sendBeacon)navigator.sendBeacon(ev.getAttribute('data-events'),'view\\n'+src);document.querySelectorAll('form[data-lead-form]').forEach(function(f){var started=0,s=f.querySelector('.form-status'),b=f.querySelector('[type=submit]'),h=f.elements.source;if(h)h.value=src;function say(t){s.textContent=t;b.disabled=false}f.addEventListener('focusin',function(){var u=f.getAttribute('data-events');if(started||!u||!navigator.sendBeacon)return;started=1;navigator.sendBeacon(u,'form_start\\n'+src)});f.addEventListener('submit',function(e){if(!window.fetch||!window.URLSearchParams)return;e.preventDefault();f.querySelectorAll('.field-error').forEach(function(m){m.remove()});f.querySelectorAll('[aria-invalid]').forEach(function(i){i.removeAttribute('aria-invalid');i.removeAttribute('aria-describedby')});b.disabled=true;s.textContent=f.getAttribute('data-sending');fetch(f.action,{method:'POST',body:new URLSearchParams(new FormData(f)),headers:{Accept:'application/json'}}).then(function(r){return r.json().catch(function(){return{}}).then(function(j){return{ok:r.ok,j:j||{}}})}).then(function(x){var j=x.j,err=j.error||{},first=null;if(x.ok&&(j.status==='created'||j.status==='pending_confirmation')){var p=document.createElement('p');p.className='form-success';p.setAttribute('role','status');p.setAttribute('tabindex','-1');p.textContent=f.getAttribute(j.status==='created'?'data-success':'data-confirm');f.replaceWith(p);p.focus();return}Object.keys(err.fields||{}).forEach(function(n){var i=f.elements.namedItem(n);if(!i||!i.id||i.type==='hidden')return;var m=document.createElement('p');m.className='field-error';m.id=i.id+'-error';m.textContent=String(err.fields[n]);i.setAttribute('aria-invalid','true');i.setAttribute('aria-describedby',m.id);i.parentNode.appendChild(m);first=first||i});say(first?f.getAttribute('data-invalid'):typeof err.message==='string'&&err.message||f.getAttribute('data-failed'));if(first)first.focus()}).catch(function(){say(f.getAttribute('data-failed'))})})});})()`;

/** Marks the one script a page may carry, so tests and CSP can tell it from anything else. */
export const LEAD_FORM_SCRIPT_MARKER = 'data-pitchcraft-script';
