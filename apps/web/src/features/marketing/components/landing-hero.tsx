import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export const LANDING_HEADLINE = 'Every Bill. Every Impact. One Platform.';

/** Sits under the transparent header (pulled up by its height) so the header reads white on navy. */
export function LandingHero() {
  return (
    <section className="relative -mt-16 overflow-hidden bg-hero pt-16 text-hero-foreground">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgba(60,193,183,0.22),transparent_60%),radial-gradient(40rem_24rem_at_0%_110%,rgba(30,90,168,0.35),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 sm:py-28 lg:grid-cols-[3fr_2fr] lg:px-8 lg:py-28">
        <div className="flex flex-col items-start gap-6">
          <p className="rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-medium tracking-wide text-white/80 sm:text-sm">
            Legislative intelligence for all 50 states
          </p>
          <h1 className="max-w-3xl text-4xl font-semibold tracking-tight text-balance text-white sm:text-5xl lg:text-6xl">
            {LANDING_HEADLINE}
          </h1>
          <p className="max-w-2xl text-lg text-white/75 sm:text-xl">
            Bills, votes, hearings, members, lobbying and campaign finance from every statehouse, with tracking,
            real-time alerts and AI analysis for government affairs teams.
          </p>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="highlight">
              <Link to={paths.marketing.demoSignup}>
                Book a demo
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/30 bg-transparent text-white hover:bg-white/10 hover:text-white"
            >
              <Link to={paths.marketing.whyStatehouse}>Why Statehouse</Link>
            </Button>
          </div>
        </div>
        {/*
          Shown from the lg breakpoint only: a <source> with a media query, so that phones, where the picture is
          hidden, do not download it (a display:none <img> still would, here at high priority beside the scripts).
        */}
        <picture className="hidden lg:block">
          <source media="(min-width: 1024px)" srcSet="/images/marketing/hero-bill.svg" />
          <img
            src="data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=="
            alt="A tracked Texas bill with its history and a live alert that it has been called on the floor."
            width={560}
            height={480}
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full"
          />
        </picture>
      </div>
    </section>
  );
}
