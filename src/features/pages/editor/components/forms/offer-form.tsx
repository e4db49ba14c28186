import { useLingui } from '@lingui/react/macro';
import { Checkbox, Stack, Text } from '@mantine/core';
import { LIST_LIMITS } from '../../document/document-operations.ts';
import { newItems } from '../../document/new-section.ts';
import { FIELD_LABELS, ITEM_LABELS } from '../../document/section-labels.ts';
import { ItemList } from '../item-list.tsx';
import { TextField } from '../text-field.tsx';
import type { SectionFormProps } from './section-form-props.ts';

export function OfferForm({ section, onChange, errorOf, locale }: SectionFormProps<'offer'>) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="sm">
      <TextField
        label={FIELD_LABELS.heading}
        required
        value={section.heading}
        error={errorOf('heading')}
        onChange={(heading) => onChange({ ...section, heading })}
      />
      <TextField
        label={FIELD_LABELS.body}
        multiline
        value={section.body}
        error={errorOf('body')}
        onChange={(body) => onChange({ ...section, body })}
      />
      <TextField
        label={FIELD_LABELS.ctaLabel}
        required
        value={section.ctaLabel}
        error={errorOf('ctaLabel')}
        onChange={(ctaLabel) => onChange({ ...section, ctaLabel })}
      />
      <Text size="sm" fw={500}>
        {i18n._(FIELD_LABELS.plans)}
      </Text>
      <ItemList
        items={section.plans}
        onChange={(plans) => onChange({ ...section, plans })}
        {...LIST_LIMITS.offerPlans}
        itemLabel={ITEM_LABELS.plans}
        addLabel={t`Add a plan`}
        newItem={() => newItems(locale).plan}
        error={errorOf('plans')}
        renderItem={(plan, update, index) => (
          <>
            <TextField
              label={FIELD_LABELS.name}
              required
              value={plan.name}
              error={errorOf('plans', index, 'name')}
              onChange={(name) => update({ ...plan, name })}
            />
            <TextField
              label={FIELD_LABELS.price}
              placeholder={t`e.g. $49 / month`}
              value={plan.price}
              error={errorOf('plans', index, 'price')}
              onChange={(price) => update({ ...plan, price })}
            />
            <Checkbox
              label={i18n._(FIELD_LABELS.highlighted)}
              checked={plan.highlighted}
              onChange={(event) => update({ ...plan, highlighted: event.currentTarget.checked })}
            />
            <Text size="sm" fw={500}>
              {i18n._(FIELD_LABELS.features)}
            </Text>
            <ItemList
              items={plan.features}
              onChange={(features) => update({ ...plan, features })}
              {...LIST_LIMITS.planFeatures}
              itemLabel={ITEM_LABELS.features}
              addLabel={t`Add a line`}
              newItem={() => newItems(locale).planFeature}
              error={errorOf('plans', index, 'features')}
              renderItem={(feature, updateFeature, line) => (
                <TextField
                  label={FIELD_LABELS.body}
                  required
                  value={feature}
                  error={errorOf('plans', index, 'features', line)}
                  onChange={updateFeature}
                />
              )}
            />
          </>
        )}
      />
    </Stack>
  );
}
