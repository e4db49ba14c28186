import { useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import type { PageSection, PageSectionType } from '@shared/content/page-document.ts';
import { IconArrowDown, IconArrowUp, IconChevronDown, IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { SECTION_TYPE_LABELS } from '@/content/generation/model/section-type-labels.ts';
import { SECTION_TYPE_HINTS, SECTION_TYPES, sectionSummary } from '../document/section-labels.ts';

type SectionListProps = {
  sections: readonly PageSection[];
  /** One stable key per section, in the same order. */
  keys: readonly string[];
  selectedKey: string | null;
  /** Indexes of the sections with a problem to fix. */
  invalidSections: ReadonlySet<number>;
  /** The section just removed, while it can be brought back. */
  removed: { section: PageSection } | null;
  onSelect: (key: string | null) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onUndoRemove: () => void;
  onAdd: (type: PageSectionType) => void;
  canAdd: (type: PageSectionType) => boolean;
  /** The open section's form. */
  renderForm: (index: number) => ReactNode;
};

/**
 * The page's sections in order: open one to edit it, move it up or down, remove it (with undo),
 * or add another. Buttons keep focus on the section they moved, and a live region says where it went.
 */
export function SectionList({
  sections,
  keys,
  selectedKey,
  invalidSections,
  removed,
  onSelect,
  onMove,
  onRemove,
  onUndoRemove,
  onAdd,
  canAdd,
  renderForm,
}: SectionListProps) {
  const { t, i18n } = useLingui();
  const [announcement, setAnnouncement] = useState('');
  const only = sections.length <= 1;

  const move = (from: number, to: number) => {
    const section = sections[from];
    if (!section || to < 0 || to >= sections.length) return;
    onMove(from, to);
    const name = i18n._(SECTION_TYPE_LABELS[section.type]);
    const position = to + 1;
    setAnnouncement(t`${name} moved to position ${position} of ${sections.length}.`);
  };

  return (
    <Stack gap="sm">
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {removed && (
        <Alert variant="light" color="gray" p="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t`Removed “${i18n._(SECTION_TYPE_LABELS[removed.section.type])}”.`}</Text>
            <Button size="compact-sm" variant="white" onClick={onUndoRemove}>
              {t`Undo`}
            </Button>
          </Group>
        </Alert>
      )}
      <Stack component="ol" gap="xs" m={0} p={0} aria-label={t`Page sections`} style={{ listStyle: 'none' }}>
        {sections.map((section, index) => {
          const key = keys[index] as string;
          const open = key === selectedKey;
          const name = i18n._(SECTION_TYPE_LABELS[section.type]);
          const position = index + 1;
          const first = index === 0;
          const last = index === sections.length - 1;
          const summary = sectionSummary(section);
          return (
            <Paper
              key={key}
              component="li"
              withBorder
              radius="md"
              style={open ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
            >
              <Group wrap="nowrap" gap={4} p={6}>
                <UnstyledButton
                  onClick={() => onSelect(open ? null : key)}
                  aria-expanded={open}
                  aria-controls={`${key}-form`}
                  style={{ flex: 1, minWidth: 0, borderRadius: 6 }}
                  p={6}
                >
                  <Group wrap="nowrap" gap="sm">
                    <Badge variant="light" circle size="lg" style={{ flexShrink: 0 }} aria-hidden>
                      {position}
                    </Badge>
                    {/* The name wraps rather than truncates, and the problem badge goes under it, so a long
                        name (Spanish "Preguntas y respuestas") stays readable beside the four buttons. */}
                    <Box style={{ minWidth: 0, flex: 1 }}>
                      <Text fw={600} size="sm" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                        {name}
                      </Text>
                      {invalidSections.has(index) && (
                        <Badge color="red" variant="light" size="sm" my={2}>
                          {t`To fix`}
                        </Badge>
                      )}
                      {summary && (
                        <Text size="xs" c="dimmed" truncate>
                          {summary}
                        </Text>
                      )}
                    </Box>
                    <IconChevronDown
                      size={16}
                      aria-hidden
                      style={{ flexShrink: 0, transform: open ? 'rotate(180deg)' : undefined }}
                    />
                  </Group>
                </UnstyledButton>
                {/* aria-disabled rather than disabled: the focus stays on a button that reached an end. */}
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t`Move ${name} (section ${position}) up`}
                  aria-disabled={first}
                  data-disabled={first || undefined}
                  onClick={() => !first && move(index, index - 1)}
                >
                  <IconArrowUp size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={t`Move ${name} (section ${position}) down`}
                  aria-disabled={last}
                  data-disabled={last || undefined}
                  onClick={() => !last && move(index, index + 1)}
                >
                  <IconArrowDown size={18} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t`Remove ${name} (section ${position})`}
                  disabled={only}
                  onClick={() => onRemove(index)}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
              <Collapse expanded={open}>
                <Box id={`${key}-form`} px="sm" pb="sm" pt={4}>
                  {open && renderForm(index)}
                </Box>
              </Collapse>
            </Paper>
          );
        })}
      </Stack>
      <Menu position="bottom-start" width={300} shadow="md">
        <Menu.Target>
          <Button variant="light" leftSection={<IconPlus size={16} />} style={{ alignSelf: 'flex-start' }}>
            {t`Add section`}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {SECTION_TYPES.map((type) => (
            <Menu.Item key={type} disabled={!canAdd(type)} onClick={() => onAdd(type)}>
              <Text size="sm" fw={500}>
                {i18n._(SECTION_TYPE_LABELS[type])}
              </Text>
              <Text size="xs" c="dimmed">
                {i18n._(SECTION_TYPE_HINTS[type])}
              </Text>
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Stack>
  );
}
