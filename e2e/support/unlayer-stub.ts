import type { Page } from 'playwright-core';

/**
 * A stand-in for Unlayer's embed script (its CDN is out of reach here): the same global, editor
 * methods and events react-email-editor uses, and one field that edits the design's first heading.
 * It exercises the app's wiring to Unlayer, not Unlayer itself.
 */
const UNLAYER_STUB = `
window.unlayer = {
  createEditor(options) {
    const listeners = {};
    let ready = false;
    let design = null;
    const stub = (window.__unlayerStub = { options, callbacks: [] });
    const root = document.getElementById(options.id);
    const emit = (type, data) => (listeners[type] || []).forEach((listener) => listener(data));
    const heading = () =>
      design.body.rows
        .flatMap((row) => row.columns)
        .flatMap((column) => column.contents)
        .find((content) => content.type === 'heading');
    const editor = {
      addEventListener(type, listener) {
        (listeners[type] = listeners[type] || []).push(listener);
        if (type === 'editor:ready' && ready) setTimeout(listener);
      },
      removeEventListener() {},
      registerCallback(type) { stub.callbacks.push(type); },
      loadDesign(loaded) {
        design = JSON.parse(JSON.stringify(loaded));
        root.innerHTML = '<label>Stub headline <input id="stub-headline"></label>';
        const input = root.querySelector('input');
        input.value = heading().values.text;
        input.addEventListener('input', () => {
          heading().values.text = input.value;
          emit('design:updated', { type: 'content:modified' });
        });
      },
      setBodyValues(values) { Object.assign(design.body.values, values); },
      exportHtml(callback) {
        const html = '<!DOCTYPE html><html><body><h1>' + heading().values.text + '</h1><p>Exported by the Unlayer stub</p></body></html>';
        setTimeout(() => callback({ design, html, chunks: {} }));
      },
      destroy() { root.innerHTML = ''; },
    };
    setTimeout(() => { ready = true; emit('editor:ready'); }, 20);
    return editor;
  },
};
`;

/** Answers Unlayer's embed script with the stub above for this page. */
export const serveUnlayerStub = (page: Page) =>
  page.route('https://editor.unlayer.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: UNLAYER_STUB }),
  );
