import { parseBillId } from '@statehouse/shared/bills/bill-id';
import {
  type CreateTaskRequest,
  createTaskRequestSchema,
  TASK_TITLE_MAX,
  type TaskPriority,
  taskPriorityLabels,
  taskPriorityValues,
} from '@statehouse/shared/tasks/tasks.schemas';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { describedBy, FormField, fieldErrors, InputField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { useCreateTask } from '../api/create-task';
import { selectClass, textareaClass } from './field-classes';

export type PersonOption = { id: number; name: string };

/** Bill ids typed as "TX-892-HB-1, TX-892-SB-1" (the ids the bill pages use). */
const splitBillIds = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((id) => id.trim())
    .filter(Boolean);

/** The form's own words for what the shared schema refuses (the API's messages name fields, not labels). */
function formErrors(body: CreateTaskRequest, issues: { path: PropertyKey[]; message: string }[]) {
  const errors = fieldErrors(issues);
  if (errors.title) errors.title = body.title.trim() === '' ? 'Give the task a title.' : errors.title;
  if (errors.billIds) {
    const wrong = (body.billIds ?? []).find((billId) => parseBillId(billId.trim()) === null);
    errors.billIds = wrong
      ? `“${wrong}” is not a bill id: copy it from the bill page’s address, such as TX-892-HB-1.`
      : errors.billIds;
  }
  return errors;
}

/**
 * The new-task form: title, description, assignee (a member or nobody), team, due day, priority and linked bills.
 * People and teams come from the route (analysts and teams features); on success it opens the new task.
 */
export function TaskForm({
  people,
  teams,
  initialBillIds = [],
  parentTaskId,
  currentUserId,
  canAssignOthers,
}: {
  people: PersonOption[];
  teams: PersonOption[];
  initialBillIds?: string[];
  parentTaskId?: number;
  currentUserId: number;
  canAssignOthers: boolean;
}) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateTask();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [assignee, setAssignee] = useState(canAssignOthers ? '' : String(currentUserId));
  const [team, setTeam] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [priority, setPriority] = useState<TaskPriority>('normal');
  const [bills, setBills] = useState(initialBillIds.join(', '));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const assignable = canAssignOthers ? people : people.filter((person) => person.id === currentUserId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: CreateTaskRequest = {
      title,
      description,
      priority,
      assigneeUserId: assignee ? Number(assignee) : null,
      teamId: team ? Number(team) : null,
      dueDate: dueDate || null,
      billIds: splitBillIds(bills),
      parentTaskId: parentTaskId ?? null,
    };
    // The shared schema checks the form before anything is sent (the server checks it again).
    const parsed = createTaskRequestSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(formErrors(body, parsed.error.issues));
      return;
    }
    setErrors({});
    create.mutate(body, { onSuccess: (task) => navigate(paths.analyst.task(String(task.id))) });
  };

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl min-w-0 flex-col gap-4" aria-label="New task">
      <InputField
        id={`${id}-title`}
        label="Title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        aria-required="true"
        maxLength={TASK_TITLE_MAX}
        error={errors.title}
      />
      <FormField id={`${id}-description`} label="Description" error={errors.description}>
        <textarea
          id={`${id}-description`}
          className={textareaClass}
          value={description}
          maxLength={10_000}
          onChange={(event) => setDescription(event.target.value)}
        />
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor={`${id}-assignee`}>Assignee</Label>
          <select
            id={`${id}-assignee`}
            className={selectClass}
            value={assignee}
            onChange={(event) => setAssignee(event.target.value)}
          >
            <option value="">Nobody yet</option>
            {assignable.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor={`${id}-team`}>Team</Label>
          <select
            id={`${id}-team`}
            className={selectClass}
            value={team}
            onChange={(event) => setTeam(event.target.value)}
          >
            <option value="">No team</option>
            {teams.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0">
          <InputField
            id={`${id}-due`}
            label="Due"
            type="date"
            value={dueDate}
            onChange={(event) => setDueDate(event.target.value)}
            error={errors.dueDate}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <Label htmlFor={`${id}-priority`}>Priority</Label>
          <select
            id={`${id}-priority`}
            className={selectClass}
            value={priority}
            onChange={(event) => setPriority(event.target.value as TaskPriority)}
          >
            {taskPriorityValues.map((value) => (
              <option key={value} value={value}>
                {taskPriorityLabels[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FormField
        id={`${id}-bills`}
        label="Bills"
        hint="Bill ids as in the bill page’s address, separated by commas."
        error={errors.billIds}
      >
        <Input
          id={`${id}-bills`}
          value={bills}
          placeholder="TX-892-HB-1, TX-892-SB-1"
          aria-invalid={errors.billIds ? true : undefined}
          aria-describedby={describedBy(`${id}-bills`, {
            hint: 'Bill ids as in the bill page’s address, separated by commas.',
            error: errors.billIds,
          })}
          onChange={(event) => setBills(event.target.value)}
        />
      </FormField>
      {create.error && (
        <p role="alert" className="text-sm text-destructive">
          {create.error.message}
        </p>
      )}
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create task'}
        </Button>
      </div>
    </form>
  );
}
