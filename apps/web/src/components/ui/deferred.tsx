import {
  Children,
  type ComponentType,
  cloneElement,
  createContext,
  type FocusEvent,
  isValidElement,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/**
 * Menus, popovers, sheets and tooltips whose Radix code loads on first use (decision 053). Until then a root renders
 * its trigger as the plain element it wraps (same look, role and name) and nothing else: a page paints without the
 * code of popups nobody has opened. Pointing at or focusing a trigger loads the code; a press or click before it is
 * in opens the popup once it is. A controlled root asked to open loads it too.
 *
 * When the code arrives the root renders Radix's own root around the same children, which React mounts afresh:
 * a trigger that had the focus gets it back.
 */
export type DeferredModule<M> = {
  /** Starts loading (once); the promise settles with the module. */
  load: () => Promise<M>;
  /** The module once loaded, else undefined; re-renders the caller when it arrives. */
  useModule: () => M | undefined;
};

export function deferModule<M>(importer: () => Promise<M>): DeferredModule<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const read = () => loaded;
  return {
    load() {
      loading ??= importer().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          // A failed fetch (offline, a replaced deploy) is tried again on the next use.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    useModule: () => useSyncExternalStore(subscribe, read, read),
  };
}

type Waiting = {
  /** Pointer over, focus on or touch of the trigger: the user may open it. */
  intend: () => void;
  /** A click on the trigger before the code is in. */
  requestOpen: () => void;
  /** Whether the trigger holds the focus (given back to the real trigger when it mounts). */
  focused: RefObject<boolean>;
  popup?: 'menu' | 'dialog';
};

/** Present while a root waits for its code: its trigger renders as a plain element. */
const WaitingContext = createContext<Waiting | null>(null);
/** Set by a root that has just loaded when its trigger had the focus. */
const RefocusContext = createContext<RefObject<boolean> | null>(null);

type RootProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
};

function ignore() {
  // A failed load leaves the plain trigger in place; the next use tries again.
}

/** A Radix root (DropdownMenu, Popover, Dialog, Tooltip) that renders its children plainly until its code is in. */
export function deferredRoot<M, P extends RootProps>(
  parts: DeferredModule<M>,
  pick: (module: M) => ComponentType<P>,
  popup?: Waiting['popup'],
) {
  return function DeferredRoot(props: P) {
    const module = parts.useModule();
    const [openOnLoad, setOpenOnLoad] = useState(false);
    const focused = useRef(false);
    const { open, onOpenChange } = props;

    useEffect(() => {
      if (open && !module) parts.load().catch(ignore);
    }, [open, module]);

    if (module) {
      const Root = pick(module);
      return (
        <RefocusContext.Provider value={focused}>
          <Root {...props} defaultOpen={props.defaultOpen ?? openOnLoad} />
        </RefocusContext.Provider>
      );
    }
    const waiting: Waiting = {
      intend: () => void parts.load().catch(ignore),
      requestOpen: () => {
        if (open === undefined) setOpenOnLoad(true);
        else onOpenChange?.(true);
        parts.load().catch(ignore);
      },
      focused,
      popup,
    };
    return <WaitingContext.Provider value={waiting}>{props.children}</WaitingContext.Provider>;
  };
}

type TriggerProps = { asChild?: boolean; children?: ReactNode; ref?: Ref<HTMLElement> };
type Handlers = {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
};

const handlerNames = ['onPointerEnter', 'onPointerDown', 'onFocus', 'onBlur', 'onClick'] as const;

/** The placeholder's handlers run after those the trigger and the element it wraps already have, as Radix's Slot does. */
function withHandlers(plain: Handlers, ...theirs: Handlers[]): Handlers {
  const merged: Record<string, (event: never) => void> = {};
  for (const name of handlerNames) {
    // Each is called with the one event React gives this handler name; `never` lets the names share one loop.
    const handlers = [...theirs.map((props) => props[name]), plain[name]] as (((event: never) => void) | undefined)[];
    merged[name] = (event) => {
      for (const handler of handlers) handler?.(event);
    };
  }
  return merged as Handlers;
}

/** A Radix trigger: the element it wraps (asChild) until the root's code is in, then Radix's own. */
export function deferredTrigger<M, P extends TriggerProps>(
  parts: DeferredModule<M>,
  pick: (module: M) => ComponentType<P>,
  { opens = true }: { opens?: boolean } = {},
) {
  return function DeferredTrigger(props: P) {
    const waiting = useContext(WaitingContext);
    const refocus = useContext(RefocusContext);
    const module = parts.useModule();
    const element = useRef<HTMLElement | null>(null);

    useLayoutEffect(() => {
      if (!refocus?.current) return;
      refocus.current = false;
      element.current?.focus();
    }, [refocus]);

    if (module && !waiting) {
      const Trigger = pick(module);
      const { ref } = props;
      const setRef = (node: HTMLElement | null) => {
        element.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      };
      return <Trigger {...props} ref={setRef} />;
    }

    const { asChild, children, ref: _ref, ...rest } = props;
    const plain: Handlers = {
      onPointerEnter: () => waiting?.intend(),
      // A mouse press opens it, as Radix's menu trigger does on pointerdown: had the code come in between the press
      // and its click, the click would go to an element that is no longer there. A touch may start a scroll, so
      // only its click opens.
      onPointerDown: (event) => {
        if (opens && event.pointerType === 'mouse' && event.button === 0 && !event.ctrlKey) waiting?.requestOpen();
        else waiting?.intend();
      },
      onFocus: () => {
        if (waiting) waiting.focused.current = true;
        waiting?.intend();
      },
      onBlur: () => {
        if (waiting) waiting.focused.current = false;
      },
      onClick: opens ? () => waiting?.requestOpen() : undefined,
    };
    const popupProps = waiting?.popup
      ? { 'aria-haspopup': waiting.popup, 'aria-expanded': false, 'data-state': 'closed' }
      : { 'data-state': 'closed' };
    const child = asChild ? Children.only(children) : null;
    if (isValidElement<Handlers>(child)) {
      return cloneElement(child as ReactElement<Handlers & Record<string, unknown>>, {
        ...rest,
        ...popupProps,
        ...withHandlers(plain, rest, child.props),
      });
    }
    return (
      <button type="button" {...rest} {...popupProps} {...withHandlers(plain, rest)}>
        {children}
      </button>
    );
  };
}

/** Any other part (content, items, labels): rendered only once the code is in, which a root's content needs anyway. */
export function deferredPart<M, P extends object>(parts: DeferredModule<M>, pick: (module: M) => ComponentType<P>) {
  return function DeferredPart(props: P) {
    const module = parts.useModule();
    if (!module) return null;
    const Part = pick(module);
    return <Part {...props} />;
  };
}
