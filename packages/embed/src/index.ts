// @bikeship/embed — the custom-element kit every widget bundle uses (DESIGN.md §5): define an
// element (attributes ↔ properties, shadow root, adopted CSS), the load-failure boundary, typed
// events, failure reports, the one-script-tag loader and the shared `window.bikeship` queue.
// Importing it touches no `window`/`document`.
export { adoptCss, CssHostContext, useAdoptedCss } from './adoptedCss';
export {
  type BootContext,
  type BundleFiles,
  bootWidget,
  loaderUrlOf,
  type WidgetModule,
} from './bootWidget';
export {
  type BundleCommands,
  type CommandOf,
  createBundleCommands,
  type ElementDefaults,
} from './bundleCommands';
export {
  type CommandSet,
  type EmbedHost,
  type StartedCommandQueue,
  startBundle,
} from './commandQueue';
export { defineWidgetElement, kebabCase, type WidgetElementSpec } from './defineWidgetElement';
export { embedMessages } from './embedMessages';
export {
  createErrorLog,
  type ErrorLog,
  type ErrorReport,
  MAX_REPORTS_PER_PAGE,
  resetErrorLogForTests,
} from './errorLog';
export { failureMessageOf, failureMessages } from './failureMessages';
export {
  createFailureReporter,
  type FailedCall,
  type FailureReporter,
  type WidgetFailure,
} from './failureReports';
export {
  createFailureState,
  type FailureState,
  type ShownFailure,
  type WidgetFailureCode,
} from './failureState';
export { LoadFailureBoundary } from './LoadFailureBoundary';
export { createLazyRuntimeLoader, type LoadableRuntime } from './lazyRuntimeLoader';
export { reportShownFailures } from './shownFailureReports';
export { WidgetFailureNotice } from './WidgetFailureNotice';
export {
  type CommonWidgetEventMap,
  type EventDetailOf,
  emitWidgetEvent,
  type WidgetErrorDetail,
} from './widgetEvents';
