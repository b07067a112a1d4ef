import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle, DialogTrigger } from './dialog';

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and closes with Close', async () => {
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Create</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Create property</DialogTitle>
          <DialogDescription>Add a building.</DialogDescription>
          <DialogFooter>
            <Button>Save</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = screen.getByRole('dialog', { name: 'Create property' });
    expect(dialog).toHaveAccessibleDescription('Add a building.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
