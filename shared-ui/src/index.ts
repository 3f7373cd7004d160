// shared-ui: what the public site and the shell use (one shared module, loaded by every page).
// The staff areas' parts (layouts, tables, dialogs, account settings) are in 'shared-ui/staff' (./staff.ts).
export { theme, type AppTheme, type Tone } from './theme';
export { GlobalStyle, focusRing } from './global-style';
export { UiProvider } from './ui-provider';
export { VisuallyHidden, visuallyHidden } from './visually-hidden';
export { FieldShell, ReserveErrorLines, useFieldIds, controlStyles, type FieldBaseProps } from './form/field';
export { TextField, type TextFieldProps } from './form/text-field';
export { PasswordField, type PasswordFieldProps } from './form/password-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './form/select-field';
export { TextAreaField, type TextAreaFieldProps } from './form/text-area-field';
export { CheckboxField, type CheckboxFieldProps } from './form/checkbox-field';
export { FieldGroup, FormGrid, PlainFieldset, type FieldGroupProps, type FormGridProps } from './form/form-layout';
export { calloutStyles } from './callout';
export { spacedRow } from './spaced-row';
export { FormErrorBox, type FormErrorBoxProps } from './form/form-error-box';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './form/error-summary';
export {
  FormErrorSummary,
  ProblemSummary,
  flattenErrors,
  withoutFieldCode,
  type FormErrorSummaryProps,
  type FormProblem,
  type ProblemSummaryProps,
} from './form/form-error-summary';
export { SubmitButton, type SubmitButtonProps } from './form/submit-button';
export { fieldProps } from './form/field-props';
export { Button, ButtonLink, buttonStyles, type ButtonProps, type ButtonLinkProps, type ButtonVariant, type ButtonSize } from './button';
export { Card, StyledCard, accentCardStyles, cardStyles, type CardProps } from './card';
export { EmptyState } from './empty-state';
export { LoadingText } from './loading-text';
export { Badge, type BadgeProps, type BadgeTone } from './badge';
export { ChargeStateBadge } from './charge-state-badge';
export { RequestStateBadge } from './request-state-badge';
export { ToastProvider, useToast, type ToastApi, type ToastTone } from './toast';
export { ErrorPanel, type ErrorPanelProps } from './error-panel';
export {
  ErrorBoundary,
  ErrorReportingContext,
  useErrorReporting,
  isChunkLoadError,
  PAGE_ERROR_TEXT,
  type CaughtError,
  type ErrorReporting,
  type ErrorBoundaryProps,
} from './error-boundary';
export { Splash, BRAND_NAME } from './splash';
export { NoticeBanner, StyledNoticeBanner, type NoticeBannerProps } from './dev-banner';
export { delay, useMinimumDelay } from './timing';
export { assignLocation, reloadPage } from './browser';
export { lazyWithPreload, type PreloadableComponent } from './lazy-with-preload';
export { defineArea, type AreaDefinition, type AreaModule, type AreaPage } from './define-area';
export { SearchFilters, type FilterSpec, type SearchFiltersProps } from './search-filters';
export { CardGrid } from './card-grid';
// A teacher's card on Browse and Find Teachers (and the teacher's own preview of both).
export { ProfileCard, availabilityTone, certTypeLabel, type ProfileCardProps } from './profile-card';
