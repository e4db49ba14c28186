import { describe, expect, it } from 'vitest';
import { canEditContent, canManageWorkspace, isWorkspaceOwner, type WorkspaceRole } from './my-role.ts';

const ROLES: (WorkspaceRole | null | undefined)[] = ['owner', 'admin', 'editor', 'viewer', null, undefined];

describe('what each role is offered', () => {
  it.each([
    ['owner', true, true, true],
    ['admin', true, true, false],
    ['editor', true, false, false],
    ['viewer', false, false, false],
    [null, false, false, false],
    [undefined, false, false, false],
  ] as const)('%s: edits content %s, manages the workspace %s, owns it %s', (role, edits, manages, owns) => {
    expect(canEditContent(role)).toBe(edits);
    expect(canManageWorkspace(role)).toBe(manages);
    expect(isWorkspaceOwner(role)).toBe(owns);
  });

  it('whoever manages the workspace also edits its content', () => {
    for (const role of ROLES) if (canManageWorkspace(role)) expect(canEditContent(role)).toBe(true);
  });
});
