import type { PageContext, SectionOf } from '../context.ts';
import { html, type SafeHtml, url } from '../html.ts';
import { LEAD_FIELD_NAMES } from '../options.ts';

type LeadField = SectionOf<'leadForm'>['fields'][number];

const FIELD_INPUTS: Record<LeadField, { type: string; autocomplete: string; maxlength: number }> = {
  firstName: { type: 'text', autocomplete: 'given-name', maxlength: 100 },
  lastName: { type: 'text', autocomplete: 'family-name', maxlength: 100 },
  email: { type: 'email', autocomplete: 'email', maxlength: 254 },
  phone: { type: 'tel', autocomplete: 'tel', maxlength: 40 },
};

/**
 * The lead form, the inactive notice, or the thank-you message. A real POST form with browser
 * validation, so it works with JavaScript off; the optional script only avoids the reload.
 */
export function leadFormBody(section: SectionOf<'leadForm'>, ctx: PageContext): SafeHtml {
  const { options, strings } = ctx;
  if (options.leadSubmitted) {
    const message = options.leadSubmitted === 'confirm' ? strings.confirmByEmail : section.successMessage;
    return html`<p class="form-success" role="status">${message}</p>`;
  }
  if (!options.leadFormActive) {
    return html`<p class="form-inactive" role="note">${options.demo ? strings.formDemo : strings.formInactive}</p>`;
  }
  const fields = [...new Set(section.fields)].map((field) => {
    const input = FIELD_INPUTS[field];
    const name = LEAD_FIELD_NAMES[field];
    // The email is how a lead is reached: it stays required whatever the document says.
    const required = field === 'email' || !section.optionalFields.includes(field);
    const mark = required
      ? html`<span class="req" aria-hidden="true"> *</span>`
      : html` <span class="opt">${strings.optional}</span>`;
    return html`<div class="field field-${name}">
<label for="lf-${name}">${strings[field]}${mark}</label>
<input id="lf-${name}" name="${name}" type="${input.type}" autocomplete="${input.autocomplete}" maxlength="${input.maxlength}"${required ? ' required' : ''}>
</div>`;
  });
  return html`<form class="lead-form" method="post" action="${url(options.formAction)}" data-lead-form data-success="${section.successMessage}" data-sending="${strings.sending}" data-failed="${strings.sendFailed}" data-invalid="${strings.checkFields}" data-confirm="${strings.confirmByEmail}"${options.eventsUrl ? html` data-events="${url(options.eventsUrl)}"` : ''}>
<input type="hidden" name="${LEAD_FIELD_NAMES.pageId}" value="${options.pageId}">
<input type="hidden" name="${LEAD_FIELD_NAMES.locale}" value="${options.locale}">
<input type="hidden" name="${LEAD_FIELD_NAMES.source}" value="">
<p class="form-note">${strings.requiredNote}</p>
<div class="fields">${fields}</div>
<div class="hp" aria-hidden="true"><label for="lf-${LEAD_FIELD_NAMES.honeypot}">${strings.honeypot}</label><input id="lf-${LEAD_FIELD_NAMES.honeypot}" name="${LEAD_FIELD_NAMES.honeypot}" type="text" tabindex="-1" autocomplete="off"></div>
<button class="btn btn-submit" type="submit">${section.submitLabel}</button>
<p class="form-privacy">${strings.privacyNotice(ctx.options.sender.organizationName)}</p>
<p class="form-status" role="status" aria-live="polite"></p>
</form>`;
}
