// The snackbar's message (components/ui/snackbar.tsx), shared with its look loaded on demand (./snackbar-view.tsx)
// without either importing the other.

export type SnackbarSeverity = "success" | "warning" | "error" | "info";

export interface SnackbarMessage {
  message: string;
  severity?: SnackbarSeverity;
}

export type SnackbarViewProps = SnackbarMessage & { onClose: () => void };
