import { useLingui } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import {
  deliveryIssue,
  deliveryIssueLabels,
  engagementBadgeColors,
  engagementBadgeLabels,
  engagementBadges,
  type RecipientFlags,
} from '../model/recipient-badges.ts';

/** A recipient's engagement badges, and its delivery problem when it had one. */
export function RecipientBadges({ flags }: { flags: RecipientFlags }) {
  const { i18n } = useLingui();
  const issue = deliveryIssue(flags);
  return (
    <Group gap={6} wrap="wrap">
      {engagementBadges(flags).map((badge) => (
        <Badge key={badge} color={engagementBadgeColors[badge]} variant="light" tt="none">
          {i18n._(engagementBadgeLabels[badge])}
        </Badge>
      ))}
      {issue && (
        <Badge color={issue === 'delayed' ? 'yellow' : 'red'} variant="outline" tt="none">
          {i18n._(deliveryIssueLabels[issue])}
        </Badge>
      )}
    </Group>
  );
}
