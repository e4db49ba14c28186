import { useLingui } from '@lingui/react/macro';
import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** Copies one DNS value; `label` says which, for screen readers ("Copy the value of the TXT record"). */
export function CopyValueButton({ value, label }: { value: string; label: string }) {
  const { t } = useLingui();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? t({ id: 'dns.copied', message: 'Copied' }) : label} withArrow>
          <ActionIcon
            variant="subtle"
            size="sm"
            onClick={copy}
            aria-label={label}
            color={copied ? 'teal' : undefined}
          >
            {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
