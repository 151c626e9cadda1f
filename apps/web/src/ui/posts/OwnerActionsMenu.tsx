import { useState } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { ConfirmDialog } from '../ConfirmDialog';
import { PostLabels } from './postText';

/** The owner's menu of a post or comment: Edit, and Delete behind a confirmation. */
export function OwnerActionsMenu({
  id,
  anchorEl,
  onClose,
  onEdit,
  confirmTitle,
  confirmBody,
  deleting,
  onDelete,
}: {
  id: string;
  anchorEl: HTMLElement | null;
  onClose: () => void;
  onEdit: () => void;
  confirmTitle: string;
  confirmBody: string;
  deleting: boolean;
  /** Resolves once deleted; the confirmation stays open on a failure (its toast says why). */
  onDelete: () => Promise<unknown>;
}) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  return (
    <>
      <Menu id={id} anchorEl={anchorEl} open={Boolean(anchorEl)} onClose={onClose}>
        <MenuItem
          onClick={() => {
            onClose();
            onEdit();
          }}
        >
          {PostLabels.edit}
        </MenuItem>
        <MenuItem
          onClick={() => {
            onClose();
            setConfirmDelete(true);
          }}
          sx={{ color: 'error.main' }}
        >
          {PostLabels.delete}
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirmDelete}
        title={confirmTitle}
        okLabel={PostLabels.delete}
        okColor="error"
        busy={deleting}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          void onDelete().then(
            () => setConfirmDelete(false),
            () => undefined,
          )
        }
      >
        {confirmBody}
      </ConfirmDialog>
    </>
  );
}
