import { SparklesIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { aiKeys } from '../api/ai-keys';
import { useBillChatHistory } from '../api/get-bill-chat-history';
import { ChatPanel } from './chat-panel';

const billSuggestions = ['What does this bill change?', 'What penalties does it set?', 'When does it take effect?'];
const sectionSuggestions = ['What does this section require?', 'Who does it apply to?', 'What are the exceptions?'];

function AskAiButton() {
  return (
    <SheetTrigger asChild>
      <Button variant="outline" size="sm">
        <SparklesIcon aria-hidden="true" />
        Ask AI
      </Button>
    </SheetTrigger>
  );
}

function PanelHeader({ scopeLabel }: { scopeLabel: string }) {
  return (
    <SheetHeader className="border-b pr-10">
      <SheetTitle>Ask AI about {scopeLabel}</SheetTitle>
      <SheetDescription>
        Answers come only from the text and cite the passages they use. Without a configured model they are quoted
        sentences (extractive).
      </SheetDescription>
    </SheetHeader>
  );
}

const sheetClass = 'w-full max-w-none gap-0 sm:max-w-lg';

/** The bill page's "Ask AI" button and side panel: questions about the bill's text, with the user's history. */
export function BillAskAi({ billId, scopeLabel }: { billId: string; scopeLabel: string }) {
  const [open, setOpen] = useState(false);
  const history = useBillChatHistory(billId, open);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <AskAiButton />
      <SheetContent className={sheetClass}>
        <PanelHeader scopeLabel={scopeLabel} />
        <div className="flex min-h-0 flex-1 flex-col p-4">
          <ChatPanel
            endpoint="bill-question"
            subject={{ billId }}
            history={history}
            historyKey={aiKeys.billHistory(billId)}
            scopeLabel={scopeLabel}
            suggestions={billSuggestions}
            // The passage opens in the Text tab behind the panel: close it so the passage shows.
            onCitationFollow={() => setOpen(false)}
          />
        </div>
      </SheetContent>
    </Sheet>
  );
}

/** A statute or regulation section page's "Ask AI" button and side panel. */
export function SectionAskAi({
  kind,
  sectionId,
  scopeLabel,
}: {
  kind: 'statute' | 'regulation';
  sectionId: number;
  scopeLabel: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <AskAiButton />
      <SheetContent className={sheetClass}>
        <PanelHeader scopeLabel={scopeLabel} />
        <div className="flex min-h-0 flex-1 flex-col p-4">
          <ChatPanel
            endpoint={kind === 'statute' ? 'statute-chat' : 'reg-chat'}
            subject={kind === 'statute' ? { statuteId: sectionId } : { regId: sectionId }}
            scopeLabel={scopeLabel}
            suggestions={sectionSuggestions}
            onCitationFollow={() => setOpen(false)}
          />
        </div>
      </SheetContent>
    </Sheet>
  );
}
