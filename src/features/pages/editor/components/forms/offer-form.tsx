import { useLingui } from '@lingui/react/macro';
import { Checkbox, Stack, Text } from '@mantine/core';
import { LIST_LIMITS } from '../../document/document-operations.ts';
import { newItems } from '../../document/new-section.ts';
import { FIELD_LABELS } from '../../document/section-labels.ts';
import { TextField } from '../text-field.tsx';
import { bindFields } from './bind-fields.ts';
import { ItemListField } from './item-list-field.tsx';
import type { SectionFormProps } from './section-form-props.ts';

export function OfferForm({ section, onChange, errorOf, locale }: SectionFormProps<'offer'>) {
  const { t, i18n } = useLingui();
  const offer = bindFields(section, onChange, errorOf);
  return (
    <Stack gap="sm">
      <TextField {...offer.text('heading')} required />
      <TextField {...offer.text('body')} multiline />
      <TextField {...offer.text('ctaLabel')} required />
      <Text size="sm" fw={500}>
        {i18n._(FIELD_LABELS.plans)}
      </Text>
      <ItemListField
        of={offer}
        name="plans"
        {...LIST_LIMITS.offerPlans}
        addLabel={t`Add a plan`}
        newItem={() => newItems(locale).plan}
        renderFields={(plan) => (
          <>
            <TextField {...plan.text('name')} required />
            <TextField {...plan.text('price')} placeholder={t`e.g. $49 / month`} />
            <Checkbox
              label={i18n._(FIELD_LABELS.highlighted)}
              checked={plan.value.highlighted}
              onChange={(event) => plan.onChange({ ...plan.value, highlighted: event.currentTarget.checked })}
            />
            <Text size="sm" fw={500}>
              {i18n._(FIELD_LABELS.features)}
            </Text>
            <ItemListField
              of={plan}
              name="features"
              {...LIST_LIMITS.planFeatures}
              addLabel={t`Add a line`}
              newItem={() => newItems(locale).planFeature}
              renderFields={(line) => (
                <TextField
                  label={FIELD_LABELS.body}
                  required
                  value={line.value}
                  error={line.errorOf()}
                  onChange={line.onChange}
                />
              )}
            />
          </>
        )}
      />
    </Stack>
  );
}
