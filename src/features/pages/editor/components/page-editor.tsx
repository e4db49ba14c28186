import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Box, Button, Grid, Group, List, Stack, Tabs, Text } from '@mantine/core';
import { useDebouncedValue, useHotkeys, useMediaQuery } from '@mantine/hooks';
import { type PageDocument, pageDocumentSchema } from '@shared/content/page-document.ts';
import { IconAlertTriangle, IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { ButtonLink } from '@/components/router-links.tsx';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard.tsx';
import { EditTooLargeError } from '@/content/editing/api/save-campaign-edit.ts';
import { isCompletePalette } from '@/lib/colors/palette.ts';
import { env } from '@/lib/env.ts';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { isRefused } from '@/lib/errors/refused.ts';
import { toast } from '@/lib/notify.tsx';
import { type PageEditorData, pageEditorQueryOptions } from '../api/get-page-editor.ts';
import { useSavePage } from '../api/save-page.ts';
import { canAddSection } from '../document/document-operations.ts';
import {
  type EditedPage,
  editorReducer,
  initialEditorState,
  isDirty,
  selectedIndex,
  snapshotOf,
} from '../document/editor-state.ts';
import { newSection } from '../document/new-section.ts';
import { fieldPath, issuesByPath, validateDocument } from '../document/validate-document.ts';
import { editedPageOf, pageBrandOf, renderPreview } from '../preview/render-preview.ts';
import { ConflictDialog } from './conflict-dialog.tsx';
import { EditorPreview } from './editor-preview.tsx';
import { SectionForm } from './forms/section-form.tsx';
import { PageSettings } from './page-settings.tsx';
import { SectionList } from './section-list.tsx';
import { useIssueLocation, useIssueMessage } from './use-issue-text.ts';

type Tab = 'sections' | 'page' | 'preview';

type PageEditorProps = {
  workspaceId: string;
  data: PageEditorData;
  /** What the editor opens: the page's document (checked by the screen), colours and mood. */
  initial: EditedPage;
};

const PREVIEW_DELAY_MS = 250;

/**
 * The landing page editor: sections and page settings on one side, the live preview on the
 * other (tabs on a phone). Saves the document with its rendered HTML, colours and mood.
 */
export function PageEditor({ workspaceId, data, initial }: PageEditorProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const campaignId = data.page.id;
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [state, dispatch] = useReducer(editorReducer, initial, initialEditorState);
  const [tab, setTab] = useState<Tab>('sections');
  const [baseUpdatedAt, setBaseUpdatedAt] = useState(data.page.updated_at);
  // The session's first save keeps what was there as a version ('Before editing').
  const [keepVersion, setKeepVersion] = useState(true);
  const [conflict, setConflict] = useState(false);
  const [resolving, setResolving] = useState(false);
  // A saved document that does not validate (say, from an older generator) says at once what to fix.
  const [showIssues, setShowIssues] = useState(() => validateDocument(initial.document).length > 0);
  const save = useSavePage(workspaceId);
  const brand = useMemo(() => pageBrandOf(data, env.supabaseUrl), [data]);

  const issues = useMemo(() => validateDocument(state.document), [state.document]);
  const byPath = useMemo(() => issuesByPath(issues), [issues]);
  const issueMessage = useIssueMessage();
  const issueLocation = useIssueLocation(state.document.sections);
  const errorOf = useCallback(
    (...path: (string | number)[]) => issueMessage(byPath.get(fieldPath(...path))),
    [byPath, issueMessage],
  );
  const invalidSections = useMemo(
    () => new Set(issues.flatMap((issue) => (issue.sectionIndex === null ? [] : [issue.sectionIndex]))),
    [issues],
  );
  const paletteValid = isCompletePalette(state.palette);
  const dirty = isDirty(state);
  const selected = selectedIndex(state);

  // Re-rendered a moment after typing stops; the last good rendering stays if one fails.
  // The keys travel with the rendered document: a click in a preview that has not caught up with
  // a move yet still opens the section that was clicked.
  const [previewSource] = useDebouncedValue<EditedPage & { keys: string[] }>(
    { document: state.document, palette: state.palette, mood: state.mood, keys: state.keys },
    PREVIEW_DELAY_MS,
  );
  const lastPreview = useRef('');
  const previewHtml = useMemo(() => {
    try {
      lastPreview.current = renderPreview(previewSource, brand);
    } catch (error) {
      console.error(error);
    }
    return lastPreview.current;
  }, [previewSource, brand]);

  const openFirstIssue = () => {
    const first = issues[0];
    if (first?.sectionIndex != null) {
      dispatch({ type: 'select', key: state.keys[first.sectionIndex] ?? null });
      setTab('sections');
    } else if (first || !paletteValid) {
      setTab('page');
    }
  };

  const runSave = (base: string, keep: boolean) => {
    const document: PageDocument = pageDocumentSchema.parse(state.document);
    const page = { document, palette: state.palette, mood: state.mood };
    const snapshot = snapshotOf(state);
    save.mutate(
      { campaignId, page, html: renderPreview(page, brand), baseUpdatedAt: base, keepVersion: keep },
      {
        onSuccess: (updatedAt) => {
          setBaseUpdatedAt(updatedAt);
          setKeepVersion(false);
          setConflict(false);
          dispatch({ type: 'saved', snapshot });
          toast.success(t`Page saved`);
        },
        onError: (error) => {
          if (isRefused(error, 'campaign_edit_conflict')) setConflict(true);
          else if (error instanceof EditTooLargeError) toast.error(errorMessages.campaignTooLarge);
          else toast.error(errorMessages.generic);
        },
      },
    );
  };

  const onSave = () => {
    if (save.isPending) return;
    if (issues.length > 0 || !paletteValid) {
      setShowIssues(true);
      openFirstIssue();
      toast.error(t`Some fields need a fix before the page can be saved.`);
      return;
    }
    runSave(baseUpdatedAt, keepVersion);
  };

  useHotkeys([['mod+S', onSave]], []);

  /** What is saved now, read again: the base of an overwrite, or the version to load. */
  const fetchSaved = async () => {
    setResolving(true);
    try {
      return await queryClient.fetchQuery(pageEditorQueryOptions(workspaceId, campaignId));
    } catch {
      toast.error(errorMessages.generic);
      return null;
    } finally {
      setResolving(false);
    }
  };

  const keepMine = async () => {
    const saved = await fetchSaved();
    // Their version is kept in the history by this save: neither is lost.
    if (saved) runSave(saved.page.updated_at, true);
  };

  const loadTheirs = async () => {
    const saved = await fetchSaved();
    const page = saved && editedPageOf(saved);
    if (!saved || !page) return;
    dispatch({ type: 'load', page });
    setBaseUpdatedAt(saved.page.updated_at);
    setKeepVersion(true);
    setConflict(false);
    toast.info(t`Their version is loaded.`);
  };

  const sectionList = (
    <SectionList
      sections={state.document.sections}
      keys={state.keys}
      selectedKey={state.selectedKey}
      invalidSections={invalidSections}
      removed={state.removed}
      onSelect={(key) => dispatch({ type: 'select', key })}
      onMove={(from, to) => dispatch({ type: 'move', from, to })}
      onRemove={(index) => dispatch({ type: 'remove', index })}
      onUndoRemove={() => dispatch({ type: 'undoRemove' })}
      onAdd={(type) => dispatch({ type: 'add', section: newSection(type, brand.locale) })}
      canAdd={(type) => canAddSection(state.document, type)}
      renderForm={(index) => {
        const section = state.document.sections[index];
        if (!section) return null;
        return (
          <SectionForm
            section={section}
            onChange={(updated) => dispatch({ type: 'update', index, section: updated })}
            errorOf={(...path) => errorOf('sections', index, ...path)}
            locale={brand.locale}
            workspaceId={workspaceId}
            campaignId={campaignId}
          />
        );
      }}
    />
  );

  const settings = (
    <PageSettings
      document={state.document}
      palette={state.palette}
      fallbackPalette={initial.palette}
      mood={state.mood}
      pageName={data.page.name}
      errorOf={errorOf}
      onSeoChange={(seo) => dispatch({ type: 'seo', seo })}
      onTemplateChange={(template) => dispatch({ type: 'template', template })}
      onMoodChange={(mood) => dispatch({ type: 'mood', mood })}
      onPaletteChange={(palette) => dispatch({ type: 'palette', palette })}
    />
  );

  const preview = (
    <EditorPreview
      html={previewHtml}
      selectedIndex={selected}
      onSelectSection={(index) => {
        dispatch({ type: 'select', key: previewSource.keys[index] ?? null });
        setTab('sections');
      }}
      height={wide ? 'calc(100dvh - 230px)' : 'calc(100dvh - 240px)'}
      onSaveShortcut={onSave}
    />
  );

  const issueSummary = showIssues && (issues.length > 0 || !paletteValid) && (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t`Fix these before saving`}
    >
      <List size="sm" spacing={4}>
        {issues.slice(0, 6).map((issue) => (
          <List.Item key={fieldPath(...issue.path)}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="left"
              display="inline"
              style={{ verticalAlign: 'top' }}
              onClick={() => {
                if (issue.sectionIndex === null) setTab('page');
                else {
                  dispatch({ type: 'select', key: state.keys[issue.sectionIndex] ?? null });
                  setTab('sections');
                }
              }}
            >
              {/* The message is inside the link: a button does not wrap with the text after it, which
                  left ": Fill in this field." alone on a phone; the link's name now says the whole problem. */}
              <Text span inherit fw={600}>
                {issueLocation(issue)}
              </Text>
              {`: ${issueMessage(issue)}`}
            </Anchor>
          </List.Item>
        ))}
        {!paletteValid && <List.Item>{t`Colours: enter each colour as #rrggbb.`}</List.Item>}
      </List>
    </Alert>
  );

  const tabs = (
    <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
      <Tabs.List mb="md" grow={!wide}>
        <Tabs.Tab value="sections">{t`Sections`}</Tabs.Tab>
        <Tabs.Tab value="page">{t`Page and style`}</Tabs.Tab>
        {!wide && <Tabs.Tab value="preview">{t`Preview`}</Tabs.Tab>}
      </Tabs.List>
      <Tabs.Panel value="sections">{sectionList}</Tabs.Panel>
      <Tabs.Panel value="page">{settings}</Tabs.Panel>
      {!wide && <Tabs.Panel value="preview">{preview}</Tabs.Panel>}
    </Tabs>
  );

  return (
    <>
      <UnsavedChangesGuard dirty={dirty && !save.isPending} />
      <ConflictDialog
        opened={conflict}
        busy={resolving || save.isPending}
        onClose={() => setConflict(false)}
        onLoadTheirs={loadTheirs}
        onKeepMine={keepMine}
      />
      <PageHeader
        title={data.page.name}
        // On a phone the tabs say as much, and the form starts higher.
        description={
          wide
            ? t`Edit the page section by section; the preview shows it as visitors will see it.`
            : undefined
        }
        actions={
          <>
            <ButtonLink
              to="/organizations/$id/pages/$campaignId/view"
              params={{ id: workspaceId, campaignId }}
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
            >
              {t`Back to preview`}
            </ButtonLink>
            <Button leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending} onClick={onSave}>
              {t`Save`}
            </Button>
          </>
        }
      />
      <Group gap="xs" mb="md" mt={-12}>
        <Badge variant="light" color={dirty ? 'yellow' : 'teal'}>
          {dirty ? t`Unsaved changes` : t`All changes saved`}
        </Badge>
        <Text size="xs" c="dimmed" visibleFrom="sm">
          {t`Ctrl+S or ⌘S saves.`}
        </Text>
      </Group>
      <Stack gap="md">
        {issueSummary}
        {wide ? (
          <Grid gap="lg">
            <Grid.Col span={5}>{tabs}</Grid.Col>
            <Grid.Col span={7}>
              <Box pos="sticky" top={76}>
                {preview}
              </Box>
            </Grid.Col>
          </Grid>
        ) : (
          tabs
        )}
      </Stack>
    </>
  );
}
