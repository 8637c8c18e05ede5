import { ArrowLeftIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { BlogPostCard, PostBody, PostByline } from '@/features/marketing/components/blog-parts';
import { CtaBanner } from '@/features/marketing/components/cta-banner';
import { blogPostById, blogPosts } from '@/features/marketing/content/blog';
import { NotFound } from '../not-found';

/** /blog/post/1 to /blog/post/4; /blog-post shows the latest article. */
export function Component() {
  const { pathname } = useLocation();
  const match = /^\/blog\/post\/(\d+)\/?$/.exec(pathname);
  const latest = [...blogPosts].sort((a, b) => b.date.localeCompare(a.date))[0];
  const post = match ? blogPostById(Number(match[1])) : latest;

  if (!post) return <NotFound />;
  const more = blogPosts.filter((other) => other.id !== post.id).slice(0, 3);

  return (
    <>
      <article className="bg-background">
        <header className="border-b bg-muted/60">
          <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
            <Link
              to={paths.marketing.blog}
              className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <ArrowLeftIcon aria-hidden="true" className="size-4" />
              All articles
            </Link>
            <p className="mt-6 text-sm font-semibold text-highlight">{post.category}</p>
            <h1 className="mt-2 text-3xl font-semibold tracking-tight text-balance text-foreground sm:text-4xl">
              {post.title}
            </h1>
            <p className="mt-4 text-lg text-muted-foreground">{post.summary}</p>
            <PostByline post={post} className="mt-8" />
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <PostBody blocks={post.body} />
        </div>
      </article>
      <section aria-labelledby="more-title" className="border-t bg-muted/50 py-14">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="more-title" className="text-2xl font-semibold tracking-tight text-foreground">
            Keep reading
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {more.map((other) => (
              <BlogPostCard key={other.id} post={other} />
            ))}
          </div>
        </div>
      </section>
      <CtaBanner />
    </>
  );
}
