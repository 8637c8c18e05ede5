import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';

export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribeNewsletter();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    subscribe.mutate(
      { email },
      {
        onSuccess: () => {
          setEmail('');
          toast({ title: 'Subscribed!', description: 'You will get the Statehouse newsletter by email.' });
        },
        onError: (error) => {
          toast({ variant: 'destructive', title: 'Subscription failed', description: error.message });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-3">
      <Label htmlFor={inputId} className="text-sm font-semibold text-white">
        Stay informed
      </Label>
      <p className="text-sm text-white/70">Legislative trends and product news, once a month.</p>
      <div className="flex gap-2">
        <Input
          id={inputId}
          type="email"
          required
          autoComplete="email"
          placeholder="you@organization.org"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="border-white/20 bg-white/10 text-white placeholder:text-white/50"
        />
        <Button type="submit" variant="highlight" disabled={subscribe.isPending}>
          Subscribe
        </Button>
      </div>
    </form>
  );
}
