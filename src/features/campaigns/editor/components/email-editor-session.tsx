import { useLingui } from '@lingui/react/macro';
import { Alert, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { renderDesign } from '@shared/email/render-design.ts';
import type { UnlayerDesign } from '@shared/email/unlayer-design.ts';
import { IconAlertTriangle, IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard.tsx';
import { EditTooLargeError } from '@/content/editing/api/save-campaign-edit.ts';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { isRefused } from '@/lib/errors/refused.ts';
import { toast } from '@/lib/notify.tsx';
import { type CampaignForEditing, getCampaignForEditing } from '../api/get-campaign-for-editing.ts';
import { useSaveCampaignDesign } from '../api/save-campaign-design.ts';
import {
  applyQuickEdits,
  NO_EDITS,
  type QuickEdits,
  readQuickFields,
  withPreheader,
} from '../design/quick-edits.ts';
import {
  UnlayerEmailEditor,
  type UnlayerExport,
  type UnlayerHandle,
} from '../unlayer/unlayer-email-editor.tsx';
import { EditConflictDialog } from './edit-conflict-dialog.tsx';
import { QuickEditor } from './quick-editor/quick-editor.tsx';
import { SubjectFields } from './subject-fields.tsx';

type Mode = 'loading' | 'unlayer' | 'quick';

type EmailEditorSessionProps = {
  workspaceId: string;
  campaign: CampaignForEditing & { design: UnlayerDesign };
  /** Refetches the campaign and starts a new session on what is saved now. */
  onReload: () => Promise<void>;
};

/** The language the email was generated in, kept when the quick editor renders it again. */
const langOf = (html: string | null) => /<html[^>]*\slang="([a-z]{2,3})"/i.exec(html ?? '')?.[1] ?? 'en';

/**
 * One editing session of a campaign's email: Unlayer when it loads, the quick editor when it
 * cannot, subject and preheader above both. Saves carry the updated_at the session last saw.
 */
export function EmailEditorSession({ workspaceId, campaign, onReload }: EmailEditorSessionProps) {
  const { t, i18n } = useLingui();
  // The design as the session opened it; the campaign's query refetches after each save.
  const [original] = useState(campaign.design);
  const [mode, setMode] = useState<Mode>('loading');
  const [edits, setEdits] = useState<QuickEdits>(NO_EDITS);
  const [subject, setSubject] = useState(campaign.subject ?? '');
  const [preheader, setPreheader] = useState(campaign.preheader ?? '');
  const [unlayerChanged, setUnlayerChanged] = useState(false);
  const [subjectTouched, setSubjectTouched] = useState(false);
  const [conflict, setConflict] = useState<UnlayerExport | null>(null);
  const [resolving, setResolving] = useState<'keep' | 'reload' | null>(null);
  const baseUpdatedAt = useRef(campaign.updated_at);
  const savedOnce = useRef(false);
  const unlayer = useRef<UnlayerHandle>(null);
  const saveDesign = useSaveCampaignDesign(workspaceId);

  const fields = useMemo(() => readQuickFields(original), [original]);
  const applied = useMemo(() => applyQuickEdits(original, edits), [original, edits]);
  const designSignature = useMemo(() => JSON.stringify(applied.design), [applied.design]);
  const [saved, setSaved] = useState(() => ({
    design: JSON.stringify(original),
    subject: campaign.subject ?? '',
    preheader: campaign.preheader ?? '',
  }));
  const lang = langOf(campaign.html);
  const previewHtml = useMemo(
    () => renderDesign(withPreheader(applied.design, preheader.trim()), { lang, title: subject.trim() }),
    [applied.design, preheader, subject, lang],
  );

  const hasProblems = Object.keys(applied.problems).length > 0;
  const dirty =
    subject !== saved.subject ||
    preheader !== saved.preheader ||
    (mode === 'unlayer' ? unlayerChanged : designSignature !== saved.design || hasProblems);
  const subjectError =
    subject.trim() || !subjectTouched ? undefined : t`Write a subject: recipients see it first.`;

  const commit = async (content: UnlayerExport, base: string, keepVersion: boolean, signature: string) => {
    const sent = { subject: subject.trim(), preheader: preheader.trim() };
    try {
      const updatedAt = await saveDesign.mutateAsync({
        campaignId: campaign.id,
        baseUpdatedAt: base,
        keepVersion,
        ...content,
        ...sent,
      });
      baseUpdatedAt.current = updatedAt;
      savedOnce.current = true;
      setSaved({ design: signature, subject, preheader });
      setUnlayerChanged(false);
      setConflict(null);
      toast.success(t`Your changes are saved.`);
    } catch (error) {
      if (isRefused(error, 'campaign_edit_conflict')) {
        setConflict(content);
        return;
      }
      if (error instanceof EditTooLargeError) {
        toast.error(errorMessages.campaignTooLarge);
        return;
      }
      console.error(error);
      toast.error(errorMessages.generic);
    }
  };

  const save = async () => {
    if (saveDesign.isPending || mode === 'loading' || conflict) return;
    setSubjectTouched(true);
    if (!subject.trim() || (mode === 'quick' && hasProblems)) {
      toast.error(t`Some fields need fixing before saving: see the messages in red.`);
      return;
    }
    const signature = designSignature;
    let content: UnlayerExport;
    try {
      if (mode === 'unlayer') {
        if (!unlayer.current) throw new Error('the Unlayer editor is gone');
        content = await unlayer.current.exportEmail(preheader.trim());
      } else {
        content = { design: withPreheader(applied.design, preheader.trim()), html: previewHtml };
      }
    } catch (error) {
      console.error(error);
      toast.error(errorMessages.generic);
      return;
    }
    await commit(content, baseUpdatedAt.current, !savedOnce.current, signature);
  };

  useHotkeys([['mod+S', () => void save()]], []);

  const keepMine = async () => {
    if (!conflict) return;
    setResolving('keep');
    try {
      const now = await getCampaignForEditing(workspaceId, campaign.id);
      if (!now) throw new Error('the campaign is gone');
      // Their version goes to the history first, so overwriting it loses nothing.
      await commit(conflict, now.updated_at, true, designSignature);
    } catch (error) {
      console.error(error);
      toast.error(errorMessages.generic);
    } finally {
      setResolving(null);
    }
  };

  const loadTheirs = async () => {
    setResolving('reload');
    try {
      await onReload();
    } catch (error) {
      console.error(error);
      toast.error(errorMessages.generic);
      setResolving(null);
    }
  };

  return (
    <>
      <PageHeader
        title={campaign.name}
        description={t`Email editor`}
        actions={
          <>
            <ButtonLink
              to="/organizations/$id/campaigns/$campaignId/view"
              params={{ id: workspaceId, campaignId: campaign.id }}
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
            >
              {t`Back to preview`}
            </ButtonLink>
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              onClick={() => void save()}
              loading={saveDesign.isPending}
              disabled={mode === 'loading'}
              title={t`Save (Ctrl+S or ⌘S)`}
            >
              {t`Save`}
            </Button>
          </>
        }
      />
      <Stack gap="lg">
        <SubjectFields
          subject={subject}
          preheader={preheader}
          subjectError={subjectError}
          onSubject={(value) => {
            setSubject(value);
            setSubjectTouched(true);
          }}
          onPreheader={setPreheader}
        />
        {mode === 'quick' ? (
          <>
            <Alert
              color="yellow"
              variant="light"
              icon={<IconAlertTriangle size={18} />}
              title={t(errorMessages.editorNotReady)}
            >
              {t`The drag-and-drop editor could not load: you may be offline, or a browser extension blocks it. Meanwhile, this quick editor changes the texts, buttons, links, images and colours of the email.`}
            </Alert>
            <QuickEditor
              workspaceId={workspaceId}
              campaignId={campaign.id}
              fields={fields}
              edits={edits}
              problems={applied.problems}
              onEdit={setEdits}
              previewHtml={previewHtml}
            />
          </>
        ) : (
          <Box>
            {mode === 'loading' && (
              <Group gap="sm" justify="center" py="xl" role="status">
                <Loader size="sm" />
                <Text c="dimmed">{t`Loading the drag-and-drop editor…`}</Text>
              </Group>
            )}
            <UnlayerEmailEditor
              handle={unlayer}
              workspaceId={workspaceId}
              campaignId={campaign.id}
              design={original}
              locale={i18n.locale}
              onReady={() => setMode('unlayer')}
              onUnavailable={() => setMode('quick')}
              onChange={() => setUnlayerChanged(true)}
            />
          </Box>
        )}
      </Stack>
      <EditConflictDialog
        opened={conflict !== null}
        busy={resolving}
        onKeepMine={() => void keepMine()}
        onLoadTheirs={() => void loadTheirs()}
        onClose={() => setConflict(null)}
      />
      <UnsavedChangesGuard dirty={dirty} />
    </>
  );
}
