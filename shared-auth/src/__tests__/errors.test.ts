import { ApiError, applyFieldErrors, errorMessage } from '..';

const refusal = (body: ConstructorParameters<typeof ApiError>[1], status = 400) => new ApiError(status, body, 'PATCH /api/schools/1');

describe('errorMessage', () => {
  it("shows the server's own message", () => {
    expect(errorMessage(refusal({ message: 'NCES ID already registered' }, 409), 'Could not save')).toBe('NCES ID already registered');
  });

  it("drops the field's code name a message starts with, keeping other colons", () => {
    const err = refusal({ message: 'amount: Amount must be at most $100.00', fieldErrors: { amount: 'Amount must be at most $100.00' } });
    expect(err.message).toBe('Amount must be at most $100.00');
    expect(errorMessage(err, 'Could not save')).toBe('Amount must be at most $100.00');
    expect(refusal({ message: 'Note: the school is closed' }).message).toBe('Note: the school is closed');
  });

  it('falls back when the server sent no message', () => {
    const err = refusal({}, 500);
    expect(err.message).toBe('Request failed (500)');
    expect(err.serverMessage).toBeNull();
    expect(errorMessage(err, 'Could not save')).toBe('Could not save');
  });

  it('falls back for errors that are not API refusals (network, bugs)', () => {
    expect(errorMessage(new TypeError('Failed to fetch'), 'Could not save')).toBe('Could not save');
    expect(errorMessage(undefined, 'Could not save')).toBe('Could not save');
  });
});

describe('applyFieldErrors', () => {
  it('puts each field error under its field and says so', () => {
    const setError = jest.fn();
    const err = refusal({ message: 'bad', fieldErrors: { 'contactInfo.phone': 'Phone looks wrong', name: 'Name is required' } });
    expect(applyFieldErrors({ setError }, err)).toBe(true);
    expect(setError).toHaveBeenCalledWith('contactInfo.phone', { type: 'server', message: 'Phone looks wrong' });
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'Name is required' });
  });

  it('sets nothing when the refusal has no field errors or is not an API error', () => {
    const setError = jest.fn();
    expect(applyFieldErrors({ setError }, refusal({ message: 'Conflict' }, 409))).toBe(false);
    expect(applyFieldErrors({ setError }, new Error('boom'))).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it("renames server paths to the form's fields and skips unknown ones", () => {
    const setError = jest.fn();
    const err = refusal({ fieldErrors: { 'contactInfo.email': 'Taken', unknown: 'x' } }, 409);
    const names: Record<string, string> = { 'contactInfo.email': 'email' };
    expect(applyFieldErrors({ setError }, err, (path) => names[path])).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: 'Taken' });
  });
});
