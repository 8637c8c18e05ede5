import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { BlogPostCard, PostByline } from '@/features/marketing/components/blog-parts';
import { PageHero } from '@/features/marketing/components/page-hero';
import { blogPosts } from '@/features/marketing/content/blog';

export function Component() {
  const [featured, ...rest] = [...blogPosts].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Notes from fifty statehouses"
        lead="Playbooks, process explainers and product news from the Statehouse team, for people who track legislation for a living."
      />
      <section aria-label="Articles" className="bg-background py-14 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          {featured && (
            <article className="grid gap-6 rounded-2xl border bg-card p-6 shadow-xs sm:p-10 lg:grid-cols-[3fr_2fr] lg:items-center">
              <div>
                <p className="text-sm font-semibold text-highlight">Latest · {featured.category}</p>
                <h2 className="mt-2 text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
                  <Link
                    to={paths.marketing.blogPostNumber(featured.id)}
                    className="rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    {featured.title}
                  </Link>
                </h2>
                <p className="mt-3 text-muted-foreground">{featured.summary}</p>
                <PostByline post={featured} className="mt-6" />
              </div>
              <div
                aria-hidden="true"
                className="hidden aspect-[4/3] rounded-xl bg-hero bg-[radial-gradient(20rem_12rem_at_80%_10%,rgba(60,193,183,0.35),transparent_60%)] lg:block"
              />
            </article>
          )}
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {rest.map((post) => (
              <BlogPostCard key={post.id} post={post} />
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
