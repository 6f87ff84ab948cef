import { z } from 'zod';

export const BoxSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });
export type Box = z.infer<typeof BoxSchema>;

/** Element states; absent means "not applicable". */
export const ElementStateSchema = z
  .object({
    checked: z.boolean(),
    selected: z.boolean(),
    expanded: z.boolean(),
    disabled: z.boolean(),
    required: z.boolean(),
    invalid: z.boolean(),
    /** The current page in a navigation or pagination. */
    current: z.boolean(),
    readonly: z.boolean(),
  })
  .partial();

/** One interactive or informative element a person could see or use. */
export const ElementSchema = z.object({
  /** Stable while the element lives; frame-prefixed inside iframes (`f1:e3`). */
  ref: z.string(),
  /** ARIA-like role after repair: button, link, textbox, combobox, checkbox, radio, option, menuitem, tab, navitem, status, ... */
  role: z.string(),
  /** Accessible name after repair (glyphs stripped, form label for fields). */
  name: z.string(),
  value: z.string().optional(),
  placeholder: z.string().optional(),
  /** Error or help text tied to a form field. */
  error: z.string().optional(),
  states: ElementStateSchema.default({}),
  /**
   * The icon an icon-only control shows, as a help-center doc names it ("⋮ More", "⚙ Settings"), when its name
   * comes from elsewhere (an aria-label, a title, a tooltip) and does not say it; the glyph alone ("×") when that
   * name says it. Absent for a control that shows words.
   */
  icon: z.string().optional(),
  /** Choices of a select-like element, when known. */
  options: z.array(z.string()).optional(),
  box: BoxSchema,
  inViewport: z.boolean(),
  /** True when the element appeared since the previous observation. */
  isNew: z.boolean().default(false),
  /**
   * Containers from outermost to innermost, as `kind:name` (`dialog:Stop Instance`, `nav:ECS`, `group:Instances & Images`,
   * `table:Instances`, `row:i-bp1… web-prod-01`, `popconfirm:<its text>` for a confirmation bubble beside its trigger).
   */
  within: z.array(z.string()).default([]),
  /** Inside a modal's background: visible but not reachable until the dialog closes. */
  blocked: z.boolean().optional(),
  /**
   * Shows a password or a credential (an AccessKey Secret in a table or dialog): its value is masked (`••••`) in
   * the snapshot, and its box is blacked out in saved screenshots. Absent means false.
   */
  secret: z.boolean().optional(),
});
export type Element = z.infer<typeof ElementSchema>;

export const TabSchema = z.object({ id: z.string(), url: z.string(), title: z.string(), active: z.boolean() });

export const ScreenshotSchema = z.object({
  /** File path relative to the run folder, or a data URL when inline. */
  ref: z.string(),
  mime: z.enum(['image/png', 'image/jpeg']),
  width: z.number().int(),
  height: z.number().int(),
  originalWidth: z.number().int(),
  originalHeight: z.number().int(),
});

/** The focused element: a listed one (or the listed element around it) by ref, else its role and name. */
export const FocusSchema = z.object({
  ref: z.string().optional(),
  role: z.string(),
  name: z.string(),
  /** Containers, as in `Element.within`, when the focused element is not listed (the dialog it is in). */
  within: z.array(z.string()).optional(),
  /** A text field in a `<form>`: the button that Enter submits the form with (implicit submission). */
  submits: z.object({ ref: z.string().optional(), name: z.string() }).optional(),
});

/** What the page runtime (`injected/`) returns: the page, without the agent's context. */
export const PageSnapshotSchema = z.object({
  url: z.string(),
  title: z.string(),
  viewport: z.object({ width: z.number(), height: z.number() }),
  elements: z.array(ElementSchema),
  /** The compact model-facing text: outline of the page with `[ref]` markers, capped. */
  text: z.string(),
  /** What the serializer left out, if anything (e.g. "rows 21-50 of table Instances"). */
  cut: z.array(z.string()).default([]),
  /** Open modal dialog title, if any. */
  dialog: z.string().nullable().default(null),
  /** Toast and message texts visible now. */
  toasts: z.array(z.string()).default([]),
  /**
   * The element keyboard input goes to (through shadow roots and same-origin frames); null when it is the page
   * itself. What the destructive-action guard judges a key press by. Absent in snapshots from older page runtimes.
   */
  focus: FocusSchema.nullable().optional(),
  /**
   * Visible regions whose pixels the DOM text does not explain (images, canvases, videos, SVG without text,
   * cross-origin frames, background images), in viewport CSS pixels: what screenshot masking reads with OCR.
   * Absent in snapshots from older page runtimes.
   */
  opaque: z.array(BoxSchema).optional(),
});
export type PageSnapshot = z.infer<typeof PageSnapshotSchema>;

export const DocStepStatusSchema = z.enum(['pending', 'current', 'done', 'deviation', 'skipped']);

/** The full observation a policy sees for one step (SPEC section 4). */
export const ObservationSchema = z.object({
  page: PageSnapshotSchema,
  tabs: z.array(TabSchema).default([]),
  screenshot: ScreenshotSchema.optional(),
  step: z.object({ index: z.number().int(), total: z.number().int(), text: z.string() }).nullable(),
  steps: z.array(z.object({ index: z.number().int(), text: z.string(), status: DocStepStatusSchema })),
  history: z.array(z.object({ action: z.string(), result: z.string() })).default([]),
  provisioning: z.array(z.string()).default([]),
});
export type Observation = z.infer<typeof ObservationSchema>;
