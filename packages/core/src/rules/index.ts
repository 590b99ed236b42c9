// The business rules of both spec documents: pure, framework-free functions that the browser
// uses to show and the server uses to decide.
export * from './addressFilled';
export * from './boxValidation';
export * from './cents';
export * from './customs';
export * from './discount';
export * from './eventLookup';
export * from './format';
export * from './hsCode';
export * from './locations';
export * from './notices';
export * from './orderRequest';
export * from './orderTotal';
export * from './postalArea';
export * from './rateRequest';
export * from './rateSort';
export * from './rateValidity';
export * from './requote';
export * from './searchesPerSession';
export * from './searchUpdate';
export * from './session';
export * from './shipDates';
export * from './shipMode';
export * from './sso';
export * from './stageCharges';
export * from './subTotal';
export * from './units';
