import {
  ArrowRightIcon,
  BellIcon,
  BotIcon,
  CalendarIcon,
  CaptionsIcon,
  ChartColumnIcon,
  ClipboardListIcon,
  FileTextIcon,
  FilterIcon,
  FolderIcon,
  GitCompareIcon,
  KeyRoundIcon,
  ListChecksIcon,
  LockIcon,
  MailIcon,
  MessageSquareTextIcon,
  ScaleIcon,
  ScissorsIcon,
  SearchIcon,
  Share2Icon,
  SparklesIcon,
  TagIcon,
  UsersIcon,
  VideoIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { type ProductIcon, type ProductPageContent, productLabels } from '../content/products';
import { CtaBanner } from './cta-banner';
import { PageHero, SectionHeading } from './page-hero';

const icons: Record<ProductIcon, typeof BellIcon> = {
  video: VideoIcon,
  bell: BellIcon,
  captions: CaptionsIcon,
  scissors: ScissorsIcon,
  users: UsersIcon,
  key: KeyRoundIcon,
  clipboard: ClipboardListIcon,
  calendar: CalendarIcon,
  mail: MailIcon,
  'file-text': FileTextIcon,
  'git-compare': GitCompareIcon,
  sparkles: SparklesIcon,
  message: MessageSquareTextIcon,
  folder: FolderIcon,
  lock: LockIcon,
  search: SearchIcon,
  filter: FilterIcon,
  tag: TagIcon,
  bot: BotIcon,
  chart: ChartColumnIcon,
  share: Share2Icon,
  scale: ScaleIcon,
  'list-checks': ListChecksIcon,
};

export function CapabilityIcon({ icon }: { icon: ProductIcon }) {
  const Icon = icons[icon];
  return (
    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-highlight/10 text-highlight">
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}

/** A product or feature page: hero, key figures, capabilities, how it works, a use case, related pages. */
export function ProductPage({ content }: { content: ProductPageContent }) {
  return (
    <>
      <PageHero
        eyebrow={content.eyebrow}
        title={content.title}
        lead={content.lead}
        aside={
          <img
            src={content.image.src}
            alt={content.image.alt}
            width={560}
            height={400}
            fetchPriority="high"
            decoding="async"
            className="h-auto w-full rounded-2xl border shadow-xl"
          />
        }
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="highlight">
            <Link to={paths.marketing.demoSignup}>
              Book a demo
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={paths.marketing.features}>All features</Link>
          </Button>
        </div>
      </PageHero>

      <section aria-label="Key figures" className="border-b bg-background">
        <dl className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:grid-cols-3 sm:px-6 lg:px-8">
          {content.highlights.map((item) => (
            <div key={item.label} className="flex flex-col gap-1">
              <dt className="order-2 text-sm text-muted-foreground">{item.label}</dt>
              <dd className="order-1 text-2xl font-semibold tracking-tight text-primary sm:text-3xl">{item.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="capabilities-title" className="bg-background py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="capabilities-title" eyebrow="What you get" title="Capabilities" />
          <div className="mt-10 grid gap-6 sm:grid-cols-2">
            {content.capabilities.map((item) => (
              <article key={item.title} className="flex gap-4 rounded-xl border bg-card p-6 shadow-xs">
                <CapabilityIcon icon={item.icon} />
                <div>
                  <h3 className="font-semibold text-foreground">{item.title}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">{item.text}</p>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="steps-title" className="border-y bg-muted/50 py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="steps-title" eyebrow="How it works" title="Three steps to get going" />
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {content.steps.map((step, index) => (
              <li key={step.title} className="rounded-xl border bg-card p-6">
                <span className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                  {index + 1}
                </span>
                <h3 className="mt-4 font-semibold text-foreground">{step.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="use-case-title" className="bg-background py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[3fr_2fr] lg:px-8">
          <div>
            <p className="text-sm font-semibold tracking-wide text-highlight uppercase">In practice</p>
            <h2 id="use-case-title" className="mt-2 text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
              {content.useCase.title}
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">{content.useCase.text}</p>
          </div>
          <nav aria-label="Related products" className="rounded-xl border bg-card p-6">
            <h2 className="text-sm font-semibold text-foreground">Related</h2>
            <ul className="mt-3 flex flex-col gap-1">
              {content.related.map((path) => (
                <li key={path}>
                  <Link
                    to={path}
                    className="flex items-center justify-between rounded-md px-2 py-2 text-sm text-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {productLabels[path] ?? path}
                    <ArrowRightIcon aria-hidden="true" className="size-4 text-muted-foreground" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      <CtaBanner />
    </>
  );
}
