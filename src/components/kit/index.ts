/** The kit every feature is built from (docs/decisions/0010-the-kit.md). */
export { ReadState, LoadingState, EmptyState, ErrorState, NOT_SAVED_TITLE, NOT_SAVED_TEXT } from './ReadState';
export { ScoreTable, type ScoreColumn } from './ScoreTable';
export { Pending } from './Pending';
export { TextSkeleton } from './TextSkeleton';
export { PersonAvatar } from './PersonAvatar';
export { useAction, type ActionMessages, type ToastText } from './use-action';
export { Form, SubmitButton, useSchemaForm, IssueList, toastInvalid, type InvalidToast } from './form/Form';
export {
  TextField,
  TextareaField,
  NumberField,
  SelectField,
  SelectInput,
  DateField,
  SwitchField,
  CheckboxField,
  type SelectOption,
} from './form/fields';
export { CourseField, courseOf, type CourseChoice } from './form/CourseField';
export { DialogShell, DialogCloseFooter } from './DialogShell';
export { FormDialog, RecordFormDialog } from './FormDialog';
export { ConfirmDialog } from './ConfirmDialog';
export { ImageUploadField } from './ImageUploadField';
export { AddToCalendarButton } from './AddToCalendarButton';
export { Panel } from './Panel';
export {
  ActionSwitch,
  AdminList,
  AdminPanel,
  RecordRow,
  RecordName,
  EditButton,
  DeleteButton,
  DeleteRecordDialog,
  EditableRow,
  RecordPanel,
  ToggleSwitch,
  useRecordDialogs,
  type DeleteRecordProps,
  type DialogOpen,
  type PanelWords,
  type RecordDialogs,
  type SwitchWords,
} from './admin-list';
export { ServerButton, NEEDS_CONNECTION } from './ServerButton';
export { ActionCard } from './ActionCard';
export { MoreButton, useDebounced, type Paged } from './MoreButton';
