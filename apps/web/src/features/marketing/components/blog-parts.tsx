import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { type BlogBlock, type BlogPost, formatPostDate } from '../content/blog';

export function PostByline({ post, className }: { post: BlogPost; className?: string }) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      >
        {post.author.initials}
      </span>
      <div className="text-sm">
        <p className="font-medium text-foreground">
          {post.author.name} <span className="font-normal text-muted-foreground">· {post.author.role}</span>
        </p>
        <p className="text-muted-foreground">
          <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readMinutes} min read
        </p>
      </div>
    </div>
  );
}

export function BlogPostCard({ post }: { post: BlogPost }) {
  return (
    <article className="flex flex-col rounded-xl border bg-card p-6 shadow-xs">
      <p className="text-xs font-semibold text-highlight">{post.category}</p>
      <h3 className="mt-2 text-lg font-semibold text-foreground">
        <Link
          to={paths.marketing.blogPostNumber(post.id)}
          className="rounded-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {post.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm text-muted-foreground">{post.summary}</p>
      <p className="mt-4 text-xs text-muted-foreground">
        <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readMinutes} min read
      </p>
    </article>
  );
}

export function PostBody({ blocks }: { blocks: BlogBlock[] }) {
  return (
    <div className="flex flex-col gap-5 text-base leading-relaxed text-foreground/90 sm:text-lg">
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'h2':
            return (
              <h2 key={key} className="mt-6 text-xl font-semibold tracking-tight text-foreground sm:text-2xl">
                {block.text}
              </h2>
            );
          case 'ul':
            return (
              <ul key={key} className="flex list-disc flex-col gap-2 pl-6 marker:text-highlight">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'quote':
            return (
              <blockquote
                key={key}
                className="border-l-4 border-highlight pl-5 text-lg font-medium text-foreground italic"
              >
                {block.text}
              </blockquote>
            );
          default:
            return <p key={key}>{block.text}</p>;
        }
      })}
    </div>
  );
}
