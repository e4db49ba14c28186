import type { UnlayerDesign } from '@shared/email/unlayer-design.ts';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import EmailEditor, { type EditorRef } from 'react-email-editor';
import { uploadContentImage } from '@/content/editing/api/upload-content-image.ts';
import { unlayerOptions } from './unlayer-options.ts';
import { loadUnlayerScript, UNLAYER_READY_TIMEOUT_MS } from './unlayer-script.ts';

export type UnlayerExport = { design: UnlayerDesign; html: string };

/** What the screen asks of the editor when it saves. */
export type UnlayerHandle = {
  /** The design and Unlayer's HTML, with the preheader written into the design first. */
  exportEmail: (preheader: string) => Promise<UnlayerExport>;
};

type UnlayerEmailEditorProps = {
  workspaceId: string;
  campaignId: string;
  design: UnlayerDesign;
  locale: string;
  handle: Ref<UnlayerHandle>;
  onReady: () => void;
  /** The script did not load, or the editor did not get ready in time. */
  onUnavailable: () => void;
  onChange: () => void;
};

/** Unlayer's drag-and-drop editor opening the campaign's design; it says so when it cannot. */
export function UnlayerEmailEditor({
  workspaceId,
  campaignId,
  design,
  locale,
  handle,
  onReady,
  onUnavailable,
  onChange,
}: UnlayerEmailEditorProps) {
  const editorRef = useRef<EditorRef>(null);
  const [scriptLoaded, setScriptLoaded] = useState(false);
  const ready = useRef(false);
  const exporting = useRef(false);
  // The callbacks change with every render of the screen; the effects below run once.
  const callbacks = useRef({ onReady, onUnavailable, onChange });
  callbacks.current = { onReady, onUnavailable, onChange };

  useEffect(() => {
    let live = true;
    loadUnlayerScript().then(
      () => live && setScriptLoaded(true),
      () => live && callbacks.current.onUnavailable(),
    );
    const timer = setTimeout(() => {
      if (live && !ready.current) callbacks.current.onUnavailable();
    }, UNLAYER_READY_TIMEOUT_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);

  useImperativeHandle(
    handle,
    () => ({
      exportEmail: (preheader) =>
        new Promise<UnlayerExport>((resolve, reject) => {
          const editor = editorRef.current?.editor;
          if (!editor) return reject(new Error('the editor is not ready'));
          // Writing the preheader is not the user's change: it must not mark the email unsaved.
          exporting.current = true;
          editor.setBodyValues({ preheaderText: preheader });
          editor.exportHtml((data) => {
            exporting.current = false;
            resolve({ design: data.design as unknown as UnlayerDesign, html: data.html });
          });
        }),
    }),
    [],
  );

  if (!scriptLoaded) return null;
  return (
    <EmailEditor
      ref={editorRef}
      minHeight="calc(100dvh - 220px)"
      options={unlayerOptions(locale)}
      onReady={(editor) => {
        ready.current = true;
        editor.loadDesign(design as never);
        editor.registerCallback('image', (files, done) => {
          const file = files.attachments[0] ?? files.accepted[0];
          if (!file) return done({ abort: true });
          uploadContentImage({
            workspaceId,
            campaignId,
            file,
            onProgress: (fraction) => done({ progress: Math.round(fraction * 100) }),
          }).then(
            (url) => done({ progress: 100, url }),
            () => done({ error: true }),
          );
        });
        editor.addEventListener('design:updated', () => {
          if (!exporting.current) callbacks.current.onChange();
        });
        callbacks.current.onReady();
      }}
    />
  );
}
