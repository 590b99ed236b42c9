// @bikeship/ui — shared components written against the React API (DESIGN.md §4) and the design
// tokens. Each component's CSS is a string beside it; `uiCss` gathers them for a shadow root.

export {
  AddressForm,
  type AddressFormProps,
  type CopySource,
} from './address/AddressForm';
export { AvsSuggestion, type AvsSuggestionProps } from './address/AvsSuggestion';
export { addressFormCss } from './address/addressForm.css';
export { oneLineAddress, savedAddressLabel } from './address/addressLines';
export { addressMessages } from './address/addressMessages';
export {
  type AddressField,
  type AddressFieldErrors,
  addressErrors,
  isSideComplete,
  postalCodeHint,
  postalCodeLabel,
  stateLabel,
} from './address/addressValidation';
export { type AvsOutcome, avsOutcomeOf, isVerifierFailure } from './address/avsOutcome';
export { Button, type ButtonProps } from './Button';
export {
  createRuntimeHooks,
  ShopRuntimeProvider,
  useNotices,
  useSession,
  useShip,
  useStoreWhenLoaded,
} from './bindings/ShopRuntimeContext';
export * from './bindings/useReferenceData';
export {
  CheckboxField,
  Field,
  type FieldControlProps,
  SelectField,
  type SelectOption,
  TextField,
} from './Field';
export {
  formatDay,
  formatLongDay,
  formatMoney,
  formatNumber,
} from './format/formatters';
export { supportedLocale } from './format/supportedLocale';
export { useFormat } from './format/useFormat';
export { LoadingOverlay } from './LoadingOverlay';
export { Modal } from './Modal';
export {
  addTranslation,
  type Catalogue,
  defineCatalogue,
  type Message,
  type ParamsOf,
  type TranslationTable,
  type Translator,
  translate,
  translatorOf,
} from './messages/catalogue';
export { DEFAULT_LOCALE, LocaleProvider, useLocale, useMessages } from './messages/LocaleContext';
export { withNodes } from './messages/withNodes';
export { modalCss } from './modal.css';
export { Notice, type NoticeTone } from './Notice';
export { payThroughAuthentication } from './payment/cardAuthentication';
export type { CardEntry, CardEntrySlot } from './payment/cardEntry';
export { cardEntryCss } from './payment/cardEntry.css';
export { cardEntryMessages } from './payment/cardEntryMessages';
export { newIdempotencyKey } from './payment/idempotencyKey';
export {
  type PaymentAnswer,
  type PaymentFailure,
  paymentAnswerOf,
  paymentFailureOf,
  type ServerFigures,
} from './payment/paymentAnswer';
export { SavedCardChoice } from './payment/SavedCardChoice';
export { StripeCardForm } from './payment/StripeCardForm';
export { savedCardLabel } from './payment/savedCardLabel';
export { type TestAuthenticationApi, TestCardForm } from './payment/TestCardForm';
export { saveBlob } from './saveBlob';
export {
  StageChargesSummary,
  type StageChargesSummaryProps,
} from './shipping/StageChargesSummary';
export { StageRates, type StageRatesProps } from './shipping/StageRates';
export { shippingMessages } from './shipping/shippingMessages';
export { stageChargesSummaryCss } from './shipping/stageChargesSummary.css';
export { countryCodeOf, placeComponent, placeLabel, stageLabel } from './shipping/stagePlaces';
export { stageRatesCss } from './shipping/stageRates.css';
export { AccountField } from './signIn/AccountField';
export {
  type FieldErrors,
  fieldErrorsOf,
  hasErrors,
  serverFieldErrors,
} from './signIn/formErrors';
export { type LoginCredentials, LoginForm } from './signIn/LoginForm';
export { signInFailureText } from './signIn/signInFailure';
export { signInMessages } from './signIn/signInMessages';
export { TopProgressBar } from './TopProgressBar';
export { tokensCss } from './tokens.css';
export { topProgressBarCss } from './topProgressBar.css';
export { uiBaseCss, uiCss } from './uiCss';
