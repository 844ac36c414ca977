import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './text-area-field.tsx';
import { TextField } from './text-field.tsx';

describe('form fields', () => {
  it('ties the label to the input and shows a required marker hidden from screen readers', () => {
    const { container } = render(<TextField label="First name" required />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(container.querySelector('label [aria-hidden="true"]')).toHaveTextContent('*');
  });

  it('says "(optional)" after the label of an optional field', () => {
    render(<TextField label="Company" optional />);
    expect(screen.getByRole('textbox', { name: 'Company (optional)' })).not.toBeRequired();
  });

  it('announces the error and describes the input with it', () => {
    render(<TextAreaField label="Message" required error="Message must be at least 10 characters" />);
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Message must be at least 10 characters');
    expect(screen.getByRole('alert')).toHaveTextContent('Message must be at least 10 characters');
  });

  it('reads the hint before the error', () => {
    render(<TextField label="Phone" hint="Include the country code" error="Please enter a valid phone number" />);
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAccessibleDescription(
      'Include the country code Please enter a valid phone number',
    );
  });
});
