/**
 * Optional progressive enhancement of lead forms: submits without a reload and shows the
 * success message. Constant (no interpolation), so a CSP hash can allow it; the page works
 * without it. Posts urlencoded, exactly like the no-JavaScript submission.
 */
export const LEAD_FORM_SCRIPT = `document.querySelectorAll('form[data-lead-form]').forEach(function(f){f.addEventListener('submit',function(e){if(!window.fetch||!window.URLSearchParams)return;e.preventDefault();var s=f.querySelector('.form-status'),b=f.querySelector('[type=submit]');b.disabled=true;s.textContent=f.getAttribute('data-sending');fetch(f.action,{method:'POST',body:new URLSearchParams(new FormData(f)),headers:{Accept:'application/json'}}).then(function(r){if(!r.ok)throw new Error(String(r.status));var p=document.createElement('p');p.className='form-success';p.setAttribute('role','status');p.setAttribute('tabindex','-1');p.textContent=f.getAttribute('data-success');f.replaceWith(p);p.focus()}).catch(function(){s.textContent=f.getAttribute('data-failed');b.disabled=false})})});`;

/** Marks the one script a page may carry, so tests and CSP can tell it from anything else. */
export const LEAD_FORM_SCRIPT_MARKER = 'data-pitchcraft-script';
