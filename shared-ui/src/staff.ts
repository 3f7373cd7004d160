// shared-ui/staff: the parts only the signed-in areas use (a shared module of its own, so the public site never
// downloads it). What it needs from the public part it imports from 'shared-ui', the one shared copy.
export { BackLink, ButtonLinks, type ButtonLinkItem } from './button-links';
export { PageHeader, type PageHeaderProps } from './page-header';
export { Section, type SectionProps } from './section';
export { StatCard, type StatCardProps } from './stat-card';
export { ListPanel, PlainList, type ListPanelProps } from './list-panel';
export { HistoryList, type HistoryListProps } from './history-list';
export { DescriptionList, type DescriptionItem, type DescriptionListProps } from './description-list';
export { DataTable, VIRTUALIZE_THRESHOLD, preloadVirtualRows, type DataTableProps } from './data-table/data-table';
export type { DataTableColumn, SortState, SortDirection, SortValue } from './data-table/types';
export { compareSortValues } from './data-table/use-sorted-rows';
// A table's rows as cards of label / value lines on a phone, with the label a real element.
export { CardCell, phoneCardStyles } from './data-table/phone-cards';
export { datesWhole, wholeOnHover } from './whole-text';
export { MoreMenu, type MoreMenuItem, type MoreMenuProps } from './more-menu';
export { Modal, type ModalProps } from './modal';
export { ModalForm, ModalFormActions, type ModalFormActionsProps } from './modal-form-actions';
export { useFocusTrap } from './use-focus-trap';
export { DevBanner } from './dev-banner';
export { StaffLayout, STAFF_SUBTITLES, staffAreaLayout, type StaffLayoutProps } from './layout/staff-layout';
export { SchoolLayout, type SchoolLayoutProps } from './layout/school-layout';
export { AppLayout, LAYOUT_TITLE, type AppLayoutProps } from './layout/app-layout';
export { SideMenu, type MenuItem, type SideMenuProps } from './layout/side-menu';
export { UserMenu } from './layout/user-menu';
export { useMenuCollapsed, MENU_COLLAPSED_KEY } from './layout/use-menu-collapsed';
export { icons, type IconName } from './icons';
// The printable invoice, shared by the staff page and the teacher's own.
export { InvoiceDocument } from './invoice-document';
// The frame of a printable document (the invoice, a teacher's evidence): printed, it is alone on the paper.
export { PrintableDocument, type PrintableDocumentProps } from './printable-document';
// The field-supervision figures, shared by the record's compliance card and the teacher's own area.
export { ComplianceBadge, ComplianceFigures, COMPLIANCE_TONES } from './compliance-figures';
export { formatDate, formatUsd } from './format';
export { toCsv, downloadCsv, downloadCsvText, type CsvColumn } from './download';
export {
  AccountSettingsCard,
  AccountLinkButton,
  type AccountLinkButtonProps,
  type AccountLinkNote,
  type AccountSettingsProps,
} from './account';
// URL search parameters changed one after another without losing one (the lists' filters).
export { listFilterChange, useUrlParams } from './use-url-params';
export { useRememberListSearch, withListSearch } from './list-return';
