import type { AiAnswer, AiCitation } from '@statehouse/shared/ai/ai.schemas';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { aiKeys } from '../api/ai-keys';
import { useBillChatHistory } from '../api/get-bill-chat-history';
import { ChatPanel } from './chat-panel';

// The machine is shared: give queries time to settle under load.
configure({ asyncUtilTimeout: 5000 });

const citation: AiCitation = {
  n: 1,
  kind: 'bill_version',
  id: '547',
  billId: 'TX-892-HB-1',
  label: 'TX HB 1, Enrolled',
  start: 120,
  end: 260,
  quote: 'The operator shall revise and resubmit the plan not later than the 45th day.',
};

/** A Server-Sent Events reply whose events arrive one by one, each after the previous was read. */
function eventStream(events: [string, unknown][]): Response {
  const encoder = new TextEncoder();
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = events[index];
      index += 1;
      if (!next) return controller.close();
      controller.enqueue(encoder.encode(`event: ${next[0]}\ndata: ${JSON.stringify(next[1])}\n\n`));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

function BillChat() {
  const history = useBillChatHistory('TX-892-HB-1');
  return (
    <ChatPanel
      endpoint="bill-question"
      subject={{ billId: 'TX-892-HB-1' }}
      history={history}
      historyKey={aiKeys.billHistory('TX-892-HB-1')}
      scopeLabel="TX HB 1"
      suggestions={['When does it take effect?']}
    />
  );
}

describe('ChatPanel', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('streams an answer in, links its citation to the passage, and keeps it in the conversation', async () => {
    const user = userEvent.setup();
    const done: AiAnswer = {
      answer: 'Resubmit within 45 days [1].',
      citations: [citation],
      provider: 'extractive',
      extractive: true,
      messageId: 8,
    };
    const fetchMock = fakeApi({
      'GET /api/ai/bill-chat/history/TX-892-HB-1': { items: [] },
      'POST /api/ai/bill-question': () =>
        eventStream([
          ['citations', [citation]],
          ['delta', { text: 'Resubmit within ' }],
          ['delta', { text: '45 days [1].' }],
          ['done', done],
        ]),
    });
    renderWithRouter(<BillChat />);
    expect(await screen.findByText(/Ask a question about TX HB 1/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'When does it take effect?' })).toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: 'Your question about TX HB 1' });
    await user.type(box, 'When must a revised plan be sent?{Enter}');
    expect(await screen.findByText('When must a revised plan be sent?')).toBeInTheDocument();
    const source = await screen.findByRole('link', { name: 'Source 1: TX HB 1, Enrolled' });
    expect(source).toHaveAttribute('href', '/bills/TX-892-HB-1?tab=text&version=547&passage=120-260');
    expect(screen.getByRole('list', { name: 'Sources' })).toHaveTextContent(citation.quote);
    expect(box).toHaveValue('');

    const [, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'POST') ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      billId: 'TX-892-HB-1',
      question: 'When must a revised plan be sent?',
    });
    expect((init?.headers as Record<string, string> | undefined)?.Accept).toBe('text/event-stream');

    await user.click(source);
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/bills/TX-892-HB-1?tab=text&version=547&passage=120-260',
    );
  });

  it("shows the server's message when the answer fails, and offers to ask again", async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/ai/bill-chat/history/TX-892-HB-1': { items: [] },
      'POST /api/ai/bill-question': () =>
        json({ message: 'The AI model is busy (too many requests). Try again in 20 s.', code: 'RATE_LIMITED' }, 429),
    });
    renderWithRouter(<BillChat />);
    await user.click(await screen.findByRole('button', { name: 'When does it take effect?' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The AI model is busy (too many requests).');
    expect(screen.getByRole('button', { name: 'Ask again' })).toBeInTheDocument();
  });

  it('shows earlier questions, keeps Shift+Enter as a new line and refuses a question too short', async () => {
    const user = userEvent.setup();
    const fetchMock = fakeApi({
      'GET /api/ai/bill-chat/history/TX-892-HB-1': {
        items: [
          {
            id: 1,
            role: 'user',
            content: 'What is a cabin?',
            citations: [],
            provider: 'extractive',
            createdAt: '2026-11-25T00:00:00.000Z',
          },
          {
            id: 2,
            role: 'assistant',
            content: '"Cabin" means a structure [1]',
            citations: [citation],
            provider: 'extractive',
            createdAt: '2026-11-25T00:00:00.000Z',
          },
        ],
      },
    });
    renderWithRouter(<BillChat />);
    expect(await screen.findByText('What is a cabin?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Source 1: TX HB 1, Enrolled' })).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Your question about TX HB 1' });
    await user.type(box, 'ab{Shift>}{Enter}{/Shift}');
    expect(box).toHaveValue('ab\n');
    expect(screen.getByRole('button', { name: 'Ask' })).toBeDisabled();
    await user.type(box, '{Enter}');
    await waitFor(() => expect(fetchMock.mock.calls.some(([, options]) => options?.method === 'POST')).toBe(false));
  });
});
