import { PlayIcon } from 'lucide-react';
import { useState } from 'react';
import { DEMO_VIDEO } from '../content/landing';
import { SectionHeading } from './page-hero';

/**
 * The demo video as a poster until clicked: no YouTube request (and no cookie) is made before the
 * visitor asks for the video, so it costs the landing page nothing.
 */
export function DemoVideo({ youtubeId = DEMO_VIDEO.youtubeId, title = DEMO_VIDEO.title }) {
  const [playing, setPlaying] = useState(false);

  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl border bg-hero shadow-xl">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 size-full outline-none focus-visible:ring-4 focus-visible:ring-ring/60"
        >
          <img
            src={DEMO_VIDEO.poster}
            alt=""
            width={1280}
            height={720}
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-cover"
          />
          <span className="absolute inset-0 bg-gradient-to-t from-black/60 via-black/10 to-transparent" />
          <span className="absolute top-1/2 left-1/2 flex size-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-primary shadow-lg transition-transform group-hover:scale-110 sm:size-20">
            <PlayIcon aria-hidden="true" className="ml-1 size-7 fill-current sm:size-8" />
          </span>
          <span className="absolute right-4 bottom-4 left-4 text-left text-sm font-medium text-white sm:text-base">
            <span className="sr-only">Play video: </span>
            {title}
          </span>
        </button>
      )}
    </div>
  );
}

const highlights = [
  { value: '3 min', label: 'From a keyword to a tracked bill, an alert and a client-ready report.' },
  { value: 'Live', label: 'A committee hearing transcribed as it happens, clipped and shared.' },
  { value: '1 click', label: 'A session summary drafted by AI from your team’s tags and notes.' },
];

/** The press section: the product tour video and what it shows. */
export function PressSection() {
  return (
    <section aria-labelledby="press-title" className="border-b bg-muted/50 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:gap-16 lg:px-8">
        <div>
          <SectionHeading
            id="press-title"
            eyebrow="Press & product tour"
            title="See a legislative session through Statehouse"
            lead="Reporters, analysts and prospective customers start here: a three-minute walkthrough of how a government affairs team follows a bill from introduction to signature."
          />
          <dl className="mt-8 grid gap-5">
            {highlights.map((item) => (
              <div key={item.value} className="flex gap-4">
                <dt className="w-20 shrink-0 text-lg font-semibold whitespace-nowrap text-primary">{item.value}</dt>
                <dd className="text-sm text-muted-foreground">{item.label}</dd>
              </div>
            ))}
          </dl>
        </div>
        <DemoVideo />
      </div>
    </section>
  );
}
