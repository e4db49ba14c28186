import { useLingui } from '@lingui/react/macro';
import { Alert, SimpleGrid, Skeleton, Title } from '@mantine/core';
import { errorMessages } from '@/lib/errors/error-messages.ts';
import { PRERENDERED_PRICING_ID, useLandingPricing } from './landing-pricing.ts';
import { LandingSection } from './landing-section.tsx';
import { PackageCard } from './package-card.tsx';
import { PlanCard } from './plan-card.tsx';

/** SPEC §9 prices, read from `public.packages` and `public.webpage_plans`. */
export function PricingSection() {
  const { t } = useLingui();
  const pricing = useLandingPricing();
  return (
    <LandingSection
      id="pricing"
      eyebrow={t`Pricing`}
      title={t`Pay per campaign. No subscription needed.`}
      description={t`Each package covers one campaign, with unlimited sends within its recipient limit.`}
      tinted
    >
      {pricing.isError && !pricing.data && (
        <Alert color="red" maw={620} mx="auto">
          {t(errorMessages.generic)}
        </Alert>
      )}
      {pricing.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} h={260} radius="lg" />
          ))}
        </SimpleGrid>
      )}
      {pricing.data && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {pricing.data.packages.map((pack) => (
              <PackageCard key={pack.id} pack={pack} />
            ))}
          </SimpleGrid>
          <Title order={3} ta="center" mt={64} mb="lg" fz="xl">
            {t`Landing page plans`}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={820} mx="auto">
            {pricing.data.plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </SimpleGrid>
          <script
            type="application/json"
            id={PRERENDERED_PRICING_ID}
            // JSON of our own database rows; `<` is escaped so no text can close the tag.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: data, never executed
            dangerouslySetInnerHTML={{ __html: JSON.stringify(pricing.data).replaceAll('<', '\\u003c') }}
          />
        </>
      )}
    </LandingSection>
  );
}
