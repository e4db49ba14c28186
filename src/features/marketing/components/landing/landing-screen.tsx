import { AiSection } from './ai-section.tsx';
import { AnalyticsSection } from './analytics-section.tsx';
import { ComingSoonSection } from './coming-soon-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { GetStartedSection } from './get-started-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { HowItWorksSection } from './how-it-works-section.tsx';
import { PricingSection } from './pricing-section.tsx';
import { StoriesSection } from './stories-section.tsx';
import { WaitlistSection } from './waitlist-section.tsx';
import { WorkspacesSection } from './workspaces-section.tsx';

/** The public home (SPEC §1): what Pitchcraft is, for whom, and what it costs. */
export function LandingScreen() {
  return (
    <>
      <HeroSection />
      <HowItWorksSection />
      <FeaturesSection />
      <AiSection />
      <WorkspacesSection />
      <AnalyticsSection />
      <PricingSection />
      <StoriesSection />
      <ComingSoonSection />
      <WaitlistSection />
      <GetStartedSection />
    </>
  );
}
