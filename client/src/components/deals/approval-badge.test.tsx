import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApprovalBadge } from './approval-badge';

describe('ApprovalBadge', () => {
  it('says where the proposal stands in words', () => {
    const { rerender } = render(<ApprovalBadge status="pending" />);
    expect(screen.getByText('Approval pending')).toBeInTheDocument();
    rerender(<ApprovalBadge status="approved" />);
    expect(screen.getByText('Approved')).toBeInTheDocument();
    rerender(<ApprovalBadge status="rejected" />);
    expect(screen.getByText('Rejected')).toBeInTheDocument();
  });

  it('renders nothing for a proposal never submitted', () => {
    const { container } = render(<ApprovalBadge status={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
