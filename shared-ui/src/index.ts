// Theme and providers
export { theme, type AppTheme, type Tone } from './theme';
export { GlobalStyle, focusRing } from './global-style';
export { UiProvider } from './ui-provider';
export { VisuallyHidden, visuallyHidden } from './visually-hidden';

// Form controls
export { FieldShell, useFieldIds, controlStyles, type FieldBaseProps } from './form/field';
export { TextField, type TextFieldProps } from './form/text-field';
export { PasswordField, type PasswordFieldProps } from './form/password-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './form/select-field';
export { TextAreaField, type TextAreaFieldProps } from './form/text-area-field';
export { CheckboxField, type CheckboxFieldProps } from './form/checkbox-field';
export { FieldGroup, FormGrid, PlainFieldset, type FieldGroupProps, type FormGridProps } from './form/form-layout';
export { calloutStyles } from './callout';
export { spacedRow } from './spaced-row';
export { FormErrorBox, type FormErrorBoxProps } from './form/form-error-box';
export { SubmitButton, type SubmitButtonProps } from './form/submit-button';
export { fieldProps } from './form/field-props';

// Buttons and content
export { Button, ButtonLink, buttonStyles, type ButtonProps, type ButtonLinkProps, type ButtonVariant, type ButtonSize } from './button';
export { BackLink, ButtonLinks, type ButtonLinkItem } from './button-links';
export { Card, StyledCard, accentCardStyles, cardStyles, type CardProps } from './card';
export { PageHeader, type PageHeaderProps } from './page-header';
export { Section, type SectionProps } from './section';
export { StatCard, type StatCardProps } from './stat-card';
export { EmptyState } from './empty-state';
export { ListPanel, PlainList, type ListPanelProps } from './list-panel';
export { HistoryList, type HistoryListProps } from './history-list';
export { DescriptionList, type DescriptionItem, type DescriptionListProps } from './description-list';
export { LoadingText } from './loading-text';
export { Badge, type BadgeProps, type BadgeTone } from './badge';

// Table, dialog, feedback
export { DataTable, VIRTUALIZE_THRESHOLD, preloadVirtualRows, type DataTableProps } from './data-table/data-table';
export type { DataTableColumn, SortState, SortDirection, SortValue } from './data-table/types';
export { compareSortValues } from './data-table/use-sorted-rows';
export { MoreMenu, type MoreMenuItem, type MoreMenuProps } from './more-menu';
export { Modal, type ModalProps } from './modal';
export { ModalFormActions, type ModalFormActionsProps } from './modal-form-actions';
export { useFocusTrap } from './use-focus-trap';
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
export { DevBanner } from './dev-banner';

// Layouts
export { StaffLayout, STAFF_SUBTITLES, staffAreaLayout, type StaffLayoutProps } from './layout/staff-layout';
export { SchoolLayout, type SchoolLayoutProps } from './layout/school-layout';
export { AppLayout, LAYOUT_TITLE, type AppLayoutProps } from './layout/app-layout';
export { SideMenu, type MenuItem, type SideMenuProps } from './layout/side-menu';
export { UserMenu } from './layout/user-menu';
export { useMenuCollapsed, MENU_COLLAPSED_KEY } from './layout/use-menu-collapsed';
export { icons, type IconName } from './icons';

// Helpers
export { formatDate, formatUsd } from './format';
export { delay, useMinimumDelay } from './timing';
export { toCsv, downloadCsv, downloadCsvText, type CsvColumn } from './download';
export { assignLocation, reloadPage } from './browser';
export {
  AccountSettingsCard,
  AccountLinkButton,
  type AccountLinkButtonProps,
  type AccountLinkNote,
  type AccountSettingsProps,
} from './account';
export { lazyWithPreload, type PreloadableComponent } from './lazy-with-preload';
export { defineArea, type AreaDefinition, type AreaModule, type AreaPage } from './define-area';
export { SearchFilters, type FilterSpec, type SearchFiltersProps } from './search-filters';
export { CardGrid } from './card-grid';
